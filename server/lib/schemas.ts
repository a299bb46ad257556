/** Response schema of a successful envelope around `value`. */
export function envelopeOf<S extends object>(value: S) {
  return {
    type: 'object',
    required: ['success', 'value'],
    properties: { success: { type: 'boolean' }, value },
  } as const;
}
