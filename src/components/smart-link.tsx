import { Link } from "gatsby"
import React, { type MouseEventHandler, type ReactNode } from "react"

/** A site path goes through Gatsby's router; an absolute URL is a plain link. */
export function SmartLink({
  to,
  children,
  newWindow = false,
  className,
  onClick,
}: {
  to: string
  children: ReactNode
  newWindow?: boolean
  className?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
}) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a
        className={className}
        href={to}
        onClick={onClick}
        {...(newWindow ? { target: "_blank", rel: "noopener" } : {})}
      >
        {children}
      </a>
    )
  }
  return (
    <Link className={className} to={to} onClick={onClick}>
      {children}
    </Link>
  )
}
