import React, { Component, type ComponentType, type ReactNode } from "react"

/** Whatever goes wrong in the live code, the row keeps the build's values: it is logged, never thrown at the page. */
export class KeepBuildValues extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    console.error(`The live seat status stopped: ${error.message}`)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** `Watcher` inside KeepBuildValues: what the live code exports to the rows. */
export function keepingBuildValues<Props extends object>(Watcher: ComponentType<Props>): ComponentType<Props> {
  return function KeptBuildValues(props: Props) {
    return (
      <KeepBuildValues>
        <Watcher {...props} />
      </KeepBuildValues>
    )
  }
}
