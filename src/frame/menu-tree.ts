export interface MenuItem {
  id: string
  path: string
  parent?: string | null
  label: string
  place: string
  order: number
  openInNewWindow: boolean
}

export interface MenuNode extends MenuItem {
  children: MenuNode[]
}

/** The entries of one place, as a tree in `order`, children under their parent. */
export function menuTree(entries: readonly MenuItem[], place: "header" | "footer"): MenuNode[] {
  const inPlace = entries.filter((entry) => entry.place === place).sort((a, b) => a.order - b.order)
  const nodeFor = (entry: MenuItem): MenuNode => ({
    ...entry,
    children: inPlace.filter((child) => child.parent === entry.id).map(nodeFor),
  })
  return inPlace.filter((entry) => !entry.parent).map(nodeFor)
}
