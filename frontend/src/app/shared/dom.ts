/** The current text of the input, textarea or select an event came from. */
export function valueOf(event: Event): string {
  const target = event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
  return target?.value ?? '';
}

/** The checked state of the checkbox an event came from. */
export function checkedOf(event: Event): boolean {
  return (event.target as HTMLInputElement | null)?.checked ?? false;
}
