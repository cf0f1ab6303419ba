import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  ageOn,
  birthDateSchema,
  CodeSchema,
  fieldErrors,
  PhoneSchema,
  registrationSchema,
  validationMessages as m,
} from './validation';

const parse = <T extends v.GenericSchema>(schema: T, input: unknown) => v.safeParse(schema, input);

describe('phone (spec §5: digits before test login)', () => {
  it.each(['+380671112233', '+380 67 111 22 33', '+38 (067) 111-22-33', '067 111 22 33', '671112233'])(
    'accepts %s as 380671112233',
    (input) => {
      expect(parse(PhoneSchema, input)).toMatchObject({ success: true, output: '380671112233' });
    },
  );

  it.each([
    ['', m.phoneRequired],
    ['+380 67 111 22', m.phoneFormat],
    ['+48 601 234 567', m.phoneFormat],
    ['+380 44 123 45 67', m.phoneOperator],
  ])('refuses %j with "%s"', (input, message) => {
    const result = parse(PhoneSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('turns any spacing of a valid number into the same digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('67', '93', '50', '99'), fc.stringMatching(/^\d{7}$/), fc.constantFrom(' ', '-', ''), (op, rest, sep) => {
        const typed = `+380${sep}${op}${sep}${rest.slice(0, 3)}${sep}${rest.slice(3, 5)}${sep}${rest.slice(5)}`;
        expect(v.parse(PhoneSchema, typed)).toBe(`380${op}${rest}`);
      }),
    );
  });
});

describe('SMS code', () => {
  it('needs exactly four digits', () => {
    expect(parse(CodeSchema, '1234').success).toBe(true);
    expect(parse(CodeSchema, '').issues?.[0]?.message).toBe(m.codeRequired);
    expect(parse(CodeSchema, '12a4').issues?.[0]?.message).toBe(m.codeFormat);
    expect(parse(CodeSchema, '12345').success).toBe(false);
  });
});

describe('registration form', () => {
  const valid = { firstName: 'Олена', lastName: "Ком'як-Дудар", email: 'olena@example.com', phone: '+380931234567', agreement: true };

  it('asks for the e-mail where the brand checks it (glo)', () => {
    expect(parse(registrationSchema(true), valid).success).toBe(true);
    const noEmail = parse(registrationSchema(true), { ...valid, email: '' });
    expect(fieldErrors(noEmail.issues ?? [])).toEqual({ email: m.emailRequired });
  });

  it("does not ask for it on o'go", () => {
    expect(parse(registrationSchema(false), { ...valid, email: '' })).toMatchObject({ success: true, output: { email: '' } });
  });

  it('reports each field next to itself', () => {
    const result = parse(registrationSchema(true), { firstName: ' ', lastName: 'A1', email: 'x@', phone: '123', agreement: false });
    expect(fieldErrors(result.issues ?? [])).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.nameFormat,
      email: m.emailFormat,
      phone: m.phoneFormat,
      agreement: m.agreementRequired,
    });
  });
});

describe('birth date (/is18)', () => {
  const today = '2026-11-22';

  it('accepts someone who turns 18 today, refuses someone a day younger', () => {
    expect(parse(birthDateSchema(today), '2008-11-22').success).toBe(true);
    expect(parse(birthDateSchema(today), '2008-11-23').issues?.[0]?.message).toBe(m.underage);
  });

  it('refuses dates that do not exist, in the future or before 1900', () => {
    for (const value of ['2001-02-30', '2030-01-01', '1899-12-31', '22.11.2000']) {
      expect(parse(birthDateSchema(today), value).issues?.[0]?.message).toBe(m.birthDateFormat);
    }
    expect(parse(birthDateSchema(today), '').issues?.[0]?.message).toBe(m.birthDateRequired);
  });

  it('counts whole years', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
  });
});
