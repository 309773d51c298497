/** What a production is called, by the build (search index) and the browser (blocks) alike. */

/** What a production is, in words a visitor uses, from its objectClass. */
const KIND_LABELS: Record<string, string> = {
  film: "Film",
  "short-film": "Kortfilm",
  "stage-show": "Scene",
  concert: "Konsert",
}

export const kindLabel = (objectClass: string): string => KIND_LABELS[objectClass] ?? objectClass
