import { Link } from "gatsby"
import React, { type ReactNode } from "react"

/** A site path goes through Gatsby's router; an absolute URL is a plain link. */
export function SmartLink({
  to,
  children,
  newWindow = false,
  className,
}: {
  to: string
  children: ReactNode
  newWindow?: boolean
  className?: string
}) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a className={className} href={to} {...(newWindow ? { target: "_blank", rel: "noopener" } : {})}>
        {children}
      </a>
    )
  }
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  )
}
