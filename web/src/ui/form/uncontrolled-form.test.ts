import { describe, expect, it, vi } from "vitest";
import {
  type Control,
  errorsAfterChange,
  type FieldErrors,
  firstInvalid,
  readValues,
  type Validation,
  writeValues,
} from "./uncontrolled-form";

interface Form {
  kind: string;
  month: string;
  weeks: string;
}
const held: Form = { kind: "exact", month: "2030-05", weeks: "2" };

const control = (name: string, type: string, value = "", checked = false): Control => ({
  name,
  type,
  value,
  checked,
  focus: vi.fn(),
});

describe("an uncontrolled form", () => {
  it("reads the mounted fields from FormData and keeps the last values of the others", () => {
    const data = new FormData();
    data.append("kind", "approximate");
    data.append("month", "");
    // Not a field of the form: a button's or another component's name.
    data.append("search", "x");
    expect(readValues(held, data)).toEqual({ kind: "approximate", month: "", weeks: "2" });
    // A radio group with none checked is not in FormData: its value stays what it was.
    expect(readValues(held, [])).toEqual(held);
  });

  it("writes values into text fields and checks the radio holding the value", () => {
    const month = control("month", "select-one");
    const weeks = ["1", "2", "3"].map((value) => control("weeks", "radio", value, value === "1"));
    const submit = control("", "submit", "Next");
    writeValues([month, ...weeks, submit], held);
    expect(month.value).toBe("2030-05");
    expect(weeks.map((w) => w.checked)).toEqual([false, true, false]);
    expect(submit.value).toBe("Next");
  });

  it("finds the first invalid field in the form's order, whatever the errors' order", () => {
    const fields = [control("kind", "radio"), control("month", "select-one"), control("weeks", "radio")];
    const errors: FieldErrors<Form> = { weeks: "durationRequired", month: "monthRequired" };
    expect(firstInvalid(fields, errors)).toBe(fields[1]);
    expect(firstInvalid(fields, {})).toBeUndefined();
  });

  it("after a submit, a change updates that field's message and leaves the others", () => {
    const errors: FieldErrors<Form> = { month: "monthRequired", weeks: "durationRequired" };
    const invalidMonth: Validation<Form, Form> = { ok: false, errors: { month: "monthRequired" } };
    const valid: Validation<Form, Form> = { ok: true, value: held };
    expect(errorsAfterChange(errors, "weeks", invalidMonth)).toEqual({ month: "monthRequired" });
    expect(errorsAfterChange(errors, "month", valid)).toEqual({ weeks: "durationRequired" });
    expect(errorsAfterChange({}, "month", invalidMonth)).toEqual({ month: "monthRequired" });
  });
});
