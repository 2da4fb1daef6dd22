/**
 * The development warnings of the bindings, loaded only when one is due (a production bundle carries
 * none of their text).
 *
 * @since 0.3.0
 */

/** `<AtlasProvider>` got a runtime or layer of another identity than on its first render. */
export const warnNewIdentity = (kind: "layer" | "runtime"): void =>
  console.warn(
    `atlas-client/react: <AtlasProvider ${kind}> got one of another identity, so the services are built again and every read is fetched again. Build the layer (or a ManagedRuntime) once, outside render.`
  )
