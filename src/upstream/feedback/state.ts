/**
 * The reference upstream's feedback state: comments with who sent them.
 *
 * @since 0.1.0
 */
import type { CustomerComment } from "../../schema/feedback.js"

/** A stored comment with who sent it. */
export interface StoredComment extends CustomerComment {
  readonly owner: string
}
