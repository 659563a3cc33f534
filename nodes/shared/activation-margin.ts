/**
 * How long before a trigger first looks a workflow's events count from. n8n answers an activation
 * before it starts the trigger (measured: the stream connection opened 0.6 s after the answer, a
 * first poll ran after it too, more on a busy machine), and Fortnox's clock may be a second or more
 * from n8n's: a change made after n8n said the workflow is active is never taken for history. A
 * change made in this half minute before may come too.
 */
export const ACTIVATION_MARGIN_MS = 30_000;
