/**
 * The slot's published RTP: slotRtp() over the strips and paytable in
 * slot.ts, computed once and written here (a test recomputes it exactly, so
 * a change to the reels or pays that moves it fails until this is updated).
 */
export const SLOT_RTP = 0.9599049522962922;
