/**
 * What a person typed, ticked or chose on a first view the build drew (decision 0090) before the
 * app took it over. Hydration leaves it on screen but not in the app's state, and the next render
 * puts each controlled field back to its state: read it at once, replay it as the person's own
 * input once React allows it.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** `heard`: React's own value or tick when the change was read, to tell later input apart. */
type Change = { control: Control; value: string; checked: boolean; heard: string };

const isChoice = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * The props React holds for a field (its state as React knows it), where React keeps them on the
 * element; undefined before React has taken the element over.
 */
function propsOf(control: Control): { value?: unknown; checked?: unknown } | undefined {
  const key = Object.keys(control).find((name) => name.startsWith('__reactProps$'));
  return key === undefined ? undefined : Reflect.get(control, key);
}

/**
 * A controlled field whose state differs from the one React holds: changed before React
 * listened. A change React already heard (a tap during the hydration) is not replayed again: a
 * checkbox would untick.
 */
function changed(control: Control): boolean {
  const props = propsOf(control);
  if (isChoice(control)) {
    if (props === undefined || !('checked' in props)) return false;
    // A radio is replayed by the one chosen; the one it unchecked follows.
    const chosen = control.type === 'checkbox' || control.checked;
    return chosen && control.checked !== Boolean(props.checked);
  }
  if (props === undefined || !('value' in props)) return false;
  return control.value !== String(props.value ?? '');
}

/** The browser's own setter, past the one React puts on each field to notice changes. */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, value);
}

/** React's state of a field as a comparable text: its value, or its tick. */
function heardBy(control: Control): string {
  const props = propsOf(control);
  return String((isChoice(control) ? props?.checked : props?.value) ?? '');
}

function replay({ control, value, checked, heard }: Change): void {
  // React heard input on this field since it was read (a key pressed while the replay waited):
  // that input carried the whole field, typed-before text included; replaying the older text
  // would drop what came after it.
  if (!control.isConnected || heardBy(control) !== heard) return;
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isChoice(control)) {
    // React notes the opposite as the field's state; the tap then sets it, as the person did.
    control.checked = !checked;
    control.click();
  } else {
    // React notes the value it holds; the typed one then reaches it as typed input.
    control.value = String(propsOf(control)?.value ?? '');
    setNativeValue(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Reads the fields of `root` whose state differs from React's (call it once hydrated, before the
 * app's next render) and returns what replays them: each change inside `flush` (react-dom's
 * flushSync, so each is in the state before the next), then the focused field's focus event,
 * which may start work (the request form loads its checks on first focus).
 */
export function typedBeforeHydration(root: HTMLElement) {
  const controls = root.querySelectorAll<Control>('input, textarea, select');
  const changes: Change[] = [...controls].filter(changed).map((control) => ({
    control,
    value: control.value,
    checked: isChoice(control) && control.checked,
    heard: heardBy(control),
  }));
  const focused = root.ownerDocument.activeElement;
  return {
    changes,
    replay(flush: (work: () => void) => void): void {
      for (const change of changes) flush(() => replay(change));
      if (focused instanceof HTMLElement && focused !== root && root.contains(focused)) {
        flush(() => focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
      }
    },
  };
}
