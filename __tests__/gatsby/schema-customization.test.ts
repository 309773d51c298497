/**
 * The content's shape is written twice for the build: as zod schemas in
 * src/content-model/schema.ts, which parse every content file, and as
 * GraphQL types in gatsby/create-schema-customization.ts, which the
 * templates query. A field added to one and not the other is a half-added
 * field: validated but never queryable. Every schema field must have its
 * GraphQL field, nested types included (the GraphQL side may add fields the
 * build computes, such as `path`).
 */
import { Kind, parse, type TypeNode } from "graphql"
import { z } from "zod"

import { typeDefs } from "../../gatsby/create-schema-customization"
import { articleSchema, pageSchema, productionSchema, siteSchema } from "../../src/content-model/schema"

/** Each GraphQL object type's fields, by name, to the name of the type they hold. */
const sdlTypes = new Map(
  parse(typeDefs).definitions.flatMap((definition) =>
    definition.kind === Kind.OBJECT_TYPE_DEFINITION
      ? [
          [
            definition.name.value,
            new Map((definition.fields ?? []).map((field) => [field.name.value, namedType(field.type)])),
          ] as const,
        ]
      : [],
  ),
)

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type)
}

/** The object shapes a schema describes, through arrays, optionals and refinements; none for scalars. */
function objectShapes(schema: z.ZodTypeAny): z.ZodRawShape[] {
  if (schema instanceof z.ZodObject) return [schema.shape as z.ZodRawShape]
  if (schema instanceof z.ZodArray) return objectShapes(schema.element)
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return objectShapes(schema.unwrap())
  if (schema instanceof z.ZodEffects) return objectShapes(schema.innerType())
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodTypeAny[]).flatMap(objectShapes)
  return []
}

/** `Type.field` for every schema field with no GraphQL field, walking nested objects into their types. */
function missingFields(schema: z.ZodTypeAny, typeName: string, renamed: Record<string, string> = {}): string[] {
  const fields = sdlTypes.get(typeName)
  if (!fields) return [`type ${typeName}`]
  return objectShapes(schema).flatMap((shape) =>
    Object.entries(shape).flatMap(([name, field]) => {
      const sdlName = renamed[name] ?? name
      const sdlType = fields.get(sdlName)
      if (sdlType === undefined) return [`${typeName}.${sdlName}`]
      // Block props are one JSON field: their shapes are checked by blockPropsSchemas when the content is read.
      if (sdlType === "JSON" || objectShapes(field).length === 0) return []
      return missingFields(field, sdlType)
    }),
  )
}

// sourceNodes hands Gatsby the content's own id as `contentId` (a node's `id` is Gatsby's).
const nodeTypes: [string, z.ZodTypeAny][] = [
  ["FestivalSite", siteSchema],
  ["ContentPage", pageSchema],
  ["Article", articleSchema],
  ["Production", productionSchema],
]

it.each(nodeTypes)("declares every field of the content model's %s in GraphQL", (typeName, schema) => {
  expect(new Set(missingFields(schema, typeName, { id: "contentId" }))).toEqual(new Set())
})

it("names a field the GraphQL types lack, nested ones included", () => {
  const withNewFields = siteSchema.extend({
    tagline: z.string(),
    theme: siteSchema.shape.theme.extend({ search: z.object({ enabled: z.boolean(), placeholder: z.string() }) }),
  })
  expect(missingFields(withNewFields, "FestivalSite", { id: "contentId" }).sort()).toEqual([
    "FestivalSite.tagline",
    "FestivalSiteSearch.placeholder",
  ])
})
