import React, { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react"

import { SmartLink } from "../components/smart-link"
import { ChevronIcon } from "../components/icons"
import type { MenuNode } from "./menu-tree"

function NewWindowNote({ node }: { node: MenuNode }) {
  return node.openInNewWindow ? <span className="visually-hidden"> (åpnes i nytt vindu)</span> : null
}

/**
 * A parent entry: its own link, and a disclosure button for its sub-menu.
 * Without JavaScript the sub-menu opens on hover and focus (CSS) and lies
 * open in the phone menu; with it, the button, the pointer and Escape decide.
 */
function ParentItem({
  node,
  enhanced,
  open,
  onOpenChange,
  onNavigate,
}: {
  node: MenuNode
  enhanced: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onNavigate: () => void
}) {
  const subId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // A mouse that hovers in and then clicks the button means "keep it open", not "close".
  const openedByHover = useRef(false)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation()
      onOpenChange(false)
      buttonRef.current?.focus()
    }
  }
  return (
    // The item only hears what its link and button do: Escape from either, a mouse over both.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`menu__item menu__item--parent${open ? " is-open" : ""}`}
      onKeyDown={onKeyDown}
      // Hover opens for a mouse only: a tap would open and then toggle shut at once.
      onPointerEnter={(event) => {
        if (enhanced && event.pointerType === "mouse" && !open) {
          openedByHover.current = true
          onOpenChange(true)
        }
      }}
      onPointerLeave={(event) => {
        if (enhanced && event.pointerType === "mouse") onOpenChange(false)
      }}
      onBlur={(event) => {
        if (enhanced && open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false)
      }}
    >
      <SmartLink to={node.path} newWindow={node.openInNewWindow} className="menu__link" onClick={onNavigate}>
        {node.label}
        <NewWindowNote node={node} />
      </SmartLink>
      {/* Holds its place (unseen, global.css) until scripts run, so the menu does not move. */}
      <button
        ref={buttonRef}
        type="button"
        className="menu__toggle"
        data-pending={enhanced ? undefined : ""}
        disabled={!enhanced}
        aria-expanded={open}
        aria-controls={subId}
        onClick={() => {
          const wasHover = openedByHover.current
          openedByHover.current = false
          onOpenChange(wasHover ? true : !open)
        }}
      >
        <ChevronIcon size={18} />
        <span className="visually-hidden">Undermeny for {node.label}</span>
      </button>
      <ul id={subId} className="menu menu--sub" hidden={enhanced && !open}>
        {node.children.map((child) => (
          <li key={child.id} className="menu__item">
            <SmartLink to={child.path} newWindow={child.openInNewWindow} className="menu__link" onClick={onNavigate}>
              {child.label}
              <NewWindowNote node={child} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The header menu: top-level entries in order, at most one sub-menu open at a time. */
export function MainMenu({
  nodes,
  enhanced,
  onNavigate = () => undefined,
}: {
  nodes: MenuNode[]
  enhanced: boolean
  /** Called when a link is chosen, so the phone menu can fold away. */
  onNavigate?: () => void
}) {
  const [openId, setOpenId] = useState<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const setOpen = useCallback(
    (id: string) => (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    [],
  )

  // A tap or click anywhere else closes an open sub-menu.
  useEffect(() => {
    if (openId === null) return
    const close = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener("pointerdown", close)
    return () => document.removeEventListener("pointerdown", close)
  }, [openId])

  return (
    <ul ref={listRef} className="menu menu--main">
      {nodes.map((node) =>
        node.children.length > 0 ? (
          <ParentItem
            key={node.id}
            node={node}
            enhanced={enhanced}
            open={openId === node.id}
            onOpenChange={setOpen(node.id)}
            onNavigate={() => {
              setOpenId(null)
              onNavigate()
            }}
          />
        ) : (
          <li key={node.id} className="menu__item">
            <SmartLink to={node.path} newWindow={node.openInNewWindow} className="menu__link" onClick={onNavigate}>
              {node.label}
              <NewWindowNote node={node} />
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  )
}
