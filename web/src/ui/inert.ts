/**
 * The `inert` attribute while `condition` holds. React 18 does not know `inert` as a boolean
 * attribute (it would drop `inert={true}` with a warning); it writes the string as it is, and
 * removes the attribute when the prop goes away.
 */
export function inertWhile(condition: boolean): { inert?: "" } {
  return condition ? { inert: "" } : {};
}
