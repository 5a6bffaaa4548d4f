/** A breadcrumb item: the last one is the current page. */
export interface BreadcrumbItem {
  name: string
  path: string
}

export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-slate-600">
        {items.map((item, index) => {
          const current = index === items.length - 1
          return (
            <li key={item.path} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              {current ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {item.name}
                </span>
              ) : (
                <a href={item.path} className="tap-target underline-offset-4 hover:text-brand hover:underline">
                  {item.name}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
