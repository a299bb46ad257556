/** Response schema of a successful envelope around `value`. */
export function envelopeOf<S extends object>(value: S) {
  return {
    type: 'object',
    required: ['success', 'value'],
    properties: { success: { type: 'boolean' }, value },
  } as const;
}

/** A route's answers: the envelope around `value`, as its 200 response schema. */
export const answers = <S extends object>(value: S) => ({ 200: envelopeOf(value) });
