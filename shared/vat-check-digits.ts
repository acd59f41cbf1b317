/**
 * The check digits of EU VAT numbers (decision 072), one function per member state (and XI,
 * Northern Ireland), each taking the number without its prefix, as shared/vat-number.ts stores it.
 * The algorithms are the member states' published ones as the EU's VIES documents them, written
 * after python-stdnum (arthurdejong/python-stdnum, `stdnum/<cc>/vat.py` and the modules they use,
 * LGPL), whose tables of real numbers test them (shared/vat-check-digits.test.ts).
 * A number that fails here is a typing error or made up: it is never reverse charged, and VIES is
 * not asked about it.
 */

const digits = (s: string) => /^\d+$/.test(s);
const weighted = (weights: number[], number: string) =>
  weights.reduce((sum, w, i) => sum + w * Number(number[i]), 0);

/** The Luhn checksum (0 for a valid number). */
function luhn(number: string): number {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    const d = Number(number[number.length - 1 - i]);
    sum += i % 2 === 0 ? d : ((d * 2) % 10) + Math.floor((d * 2) / 10);
  }
  return sum % 10;
}

/** ISO 7064 Mod 11, 10 (valid: the checksum is 1). */
function mod11_10(number: string): boolean {
  let check = 5;
  for (const n of number) check = ((((check || 10) * 2) % 11) + Number(n)) % 10;
  return check === 1;
}

/** ISO 7064 Mod 97, 10 on letters and digits (letters count 10–35), as an IBAN. */
function mod97_10(value: string): boolean {
  let rest = 0;
  for (const ch of value) {
    const n = Number.parseInt(ch, 36);
    if (Number.isNaN(n)) return false;
    for (const d of String(n)) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** A date exists (month 1–12, day within the month). */
function realDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Czech and Slovak birth numbers (rodné číslo), 9 or 10 digits. */
function birthNumber(n: string): boolean {
  if (!digits(n) || (n.length !== 9 && n.length !== 10)) return false;
  let year = 1900 + Number(n.slice(0, 2));
  const month = (Number(n.slice(2, 4)) % 50) % 20;
  const day = Number(n.slice(4, 6));
  if (n.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) year += 100;
  if (!realDate(year, month, day)) return false;
  return n.length === 9 || (Number(n.slice(0, 9)) % 11) % 10 === Number(n[9]);
}

/** A Bulgarian personal number (EGN). */
function bgEgn(n: string): boolean {
  let year = Number(n.slice(0, 2)) + 1900;
  let month = Number(n.slice(2, 4));
  const day = Number(n.slice(4, 6));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!realDate(year, month, day)) return false;
  return (weighted([2, 4, 8, 5, 10, 9, 7, 3, 6], n) % 11) % 10 === Number(n[9]);
}

/** Spain's DNI letter of a number. */
const dniLetter = (number: string) => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(number) % 23];

/** A Dutch citizen service number (BSN, the "elfproef"). */
const bsn = (n: string) => Number(n) > 0 && (weighted([9, 8, 7, 6, 5, 4, 3, 2], n) - Number(n[8])) % 11 === 0;

/** A French SIREN (Luhn). */
const siren = (n: string) => digits(n) && n.length === 9 && luhn(n) === 0;

const frAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The UK's (and Northern Ireland's) VAT numbers. */
function gbVat(n: string): boolean {
  if (n.length === 5) {
    const k = Number(n.slice(2));
    if (!digits(n.slice(2))) return false;
    return (n.startsWith('GD') && k < 500) || (n.startsWith('HA') && k >= 500);
  }
  if (n.length === 11 && (n.startsWith('GD8888') || n.startsWith('HA8888'))) {
    if (!digits(n.slice(6))) return false;
    const k = Number(n.slice(6, 9));
    if (!((n.startsWith('GD') && k < 500) || (n.startsWith('HA') && k >= 500))) return false;
    return k % 97 === Number(n.slice(9, 11));
  }
  if ((n.length !== 9 && n.length !== 12) || !digits(n)) return false;
  const sum = weighted([8, 7, 6, 5, 4, 3, 2, 10, 1], n) % 97;
  return Number(n.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0;
}

/** Per VAT prefix: whether the number after the prefix has the right check digits. */
export const checkDigits: Record<string, (n: string) => boolean> = {
  AT(n) {
    if (!/^U\d{8}$/.test(n)) return false;
    return (16 - luhn(n.slice(1, 8))) % 10 === Number(n[8]);
  },
  BE(n) {
    const v = n.length === 9 ? `0${n}` : n;
    if (!/^[01]\d{9}$/.test(v) || Number(v) <= 0) return false;
    return (Number(v.slice(0, 8)) + Number(v.slice(8))) % 97 === 0;
  },
  BG(n) {
    if (!digits(n)) return false;
    if (n.length === 9) {
      let check =
        n
          .slice(0, 8)
          .split('')
          .reduce((s, d, i) => s + (i + 1) * Number(d), 0) % 11;
      if (check === 10)
        check =
          n
            .slice(0, 8)
            .split('')
            .reduce((s, d, i) => s + (i + 3) * Number(d), 0) % 11;
      return check % 10 === Number(n[8]);
    }
    if (n.length !== 10) return false;
    const foreigner = weighted([21, 19, 17, 13, 11, 9, 7, 3, 1], n) % 10 === Number(n[9]);
    const other = (11 - (weighted([4, 3, 2, 7, 6, 5, 4, 3, 2], n) % 11)) % 11 === Number(n[9]);
    return bgEgn(n) || foreigner || other;
  },
  CY(n) {
    if (!/^\d{8}[A-Z]$/.test(n) || n.startsWith('12')) return false;
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? odd[Number(n[i])]! : Number(n[i]);
    return 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[sum % 26] === n[8];
  },
  CZ(n) {
    if (!digits(n)) return false;
    if (n.length === 8) {
      if (n.startsWith('9')) return false;
      const check =
        (11 -
          (n
            .slice(0, 7)
            .split('')
            .reduce((s, d, i) => s + (8 - i) * Number(d), 0) %
            11)) %
        11;
      return (check || 1) % 10 === Number(n[7]);
    }
    if (n.length === 9 && n.startsWith('6')) {
      const sum =
        n
          .slice(1, 8)
          .split('')
          .reduce((s, d, i) => s + (8 - i) * Number(d), 0) % 11;
      return (((8 - ((10 - sum) % 11)) % 10) + 10) % 10 === Number(n[8]);
    }
    return birthNumber(n);
  },
  DE: (n) => /^[1-9]\d{8}$/.test(n) && mod11_10(n),
  DK: (n) => /^[1-9]\d{7}$/.test(n) && weighted([2, 7, 6, 5, 4, 3, 2, 1], n) % 11 === 0,
  EE: (n) => /^\d{9}$/.test(n) && weighted([3, 7, 1, 3, 7, 1, 3, 7, 1], n) % 10 === 0,
  EL(n) {
    const v = n.length === 8 ? `0${n}` : n;
    if (!/^\d{9}$/.test(v)) return false;
    let sum = 0;
    for (const d of v.slice(0, 8)) sum = sum * 2 + Number(d);
    return ((sum * 2) % 11) % 10 === Number(v[8]);
  },
  ES(n) {
    if (n.length !== 9 || !digits(n.slice(1, 8))) return false;
    const [first, last] = [n[0]!, n[8]!];
    if ('KLM'.includes(first)) return dniLetter(n.slice(1, 8)) === last;
    if (digits(first)) return digits(n.slice(0, 8)) && dniLetter(n.slice(0, 8)) === last;
    if ('XYZ'.includes(first)) return dniLetter(`${'XYZ'.indexOf(first)}${n.slice(1, 8)}`) === last;
    if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return false;
    const check = (10 - luhn(`${n.slice(1, 8)}0`)) % 10;
    return last === String(check) || last === 'JABCDEFGHI'[check];
  },
  FI: (n) => /^\d{8}$/.test(n) && weighted([7, 9, 10, 5, 8, 4, 2, 1], n) % 11 === 0,
  FR(n) {
    if (n.length !== 11 || !digits(n.slice(2))) return false;
    if (![...n.slice(0, 2)].every((c) => frAlphabet.includes(c))) return false;
    // Monaco's numbers are French VAT numbers but not SIRENs.
    if (n.slice(2, 5) !== '000' && !siren(n.slice(2))) return false;
    if (digits(n)) return Number(n.slice(0, 2)) === Number(BigInt(`${n.slice(2)}12`) % 97n);
    const [a, b] = [frAlphabet.indexOf(n[0]!), frAlphabet.indexOf(n[1]!)];
    const check = digits(n[0]!) ? a * 24 + b - 10 : a * 34 + b - 100;
    return (Number(BigInt(n.slice(2)) % 11n) + 1 + Math.floor(check / 11)) % 11 === check % 11;
  },
  HR: (n) => /^\d{11}$/.test(n) && mod11_10(n),
  HU: (n) => /^\d{8}$/.test(n) && weighted([9, 7, 3, 1, 9, 7, 3, 1], n) % 10 === 0,
  IE(n) {
    const alphabet = 'WABCDEFGHIJKLMNOPQRSTUV';
    if (n.length !== 8 && n.length !== 9) return false;
    if (!digits(n[0]!) || !digits(n.slice(2, 7))) return false;
    if (![...n.slice(7)].every((c) => alphabet.includes(c))) return false;
    const letter = (body: string) => {
      const seven = body.slice(0, 7).padStart(7, '0');
      const sum = [...seven].reduce((s, d, i) => s + (8 - i) * Number(d), 0);
      return alphabet[(sum + 9 * alphabet.indexOf(body.slice(7))) % 23];
    };
    if (digits(n.slice(0, 7))) return n[7] === letter(n.slice(0, 7) + n.slice(8));
    if ('ABCDEFGHIJKLMNOPQRSTUVWXYZ+*'.includes(n[1]!)) return n[7] === letter(`0${n.slice(2, 7)}${n[0]}`);
    return false;
  },
  IT(n) {
    if (!/^\d{11}$/.test(n) || Number(n.slice(0, 7)) === 0) return false;
    const office = n.slice(7, 10);
    if (!((office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office)))
      return false;
    return luhn(n) === 0;
  },
  LT(n) {
    if (!digits(n)) return false;
    if (n.length === 9 ? n[7] !== '1' : n.length !== 12 || n[10] !== '1') return false;
    const body = n.slice(0, -1);
    let check = [...body].reduce((s, d, i) => s + (1 + (i % 9)) * Number(d), 0) % 11;
    if (check === 10) check = [...body].reduce((s, d, i) => s + (1 + ((i + 2) % 9)) * Number(d), 0);
    return (check % 11) % 10 === Number(n[n.length - 1]);
  },
  LU: (n) => /^\d{8}$/.test(n) && Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  LV(n) {
    if (!/^\d{11}$/.test(n)) return false;
    if (n[0]! > '3') return weighted([9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1], n) % 11 === 3;
    const person = ((1 + weighted([10, 5, 8, 4, 2, 1, 6, 3, 7, 9], n)) % 11) % 10 === Number(n[10]);
    if (n.startsWith('32')) return person;
    const year = 1800 + Number(n[6]) * 100 + Number(n.slice(4, 6));
    return realDate(year, Number(n.slice(2, 4)), Number(n.slice(0, 2))) && person;
  },
  MT: (n) => /^[1-9]\d{7}$/.test(n) && weighted([3, 4, 6, 7, 8, 9, 10, 1], n) % 37 === 0,
  NL(n) {
    if (!/^\d{9}B\d{2}$/.test(n) || Number(n.slice(0, 9)) <= 0 || Number(n.slice(10)) <= 0) return false;
    // Since 2020 sole traders get a number that passes Mod 97 instead of the BSN's elfproef.
    return bsn(n.slice(0, 9)) || mod97_10(`NL${n}`);
  },
  PL: (n) => /^\d{10}$/.test(n) && weighted([6, 5, 7, 2, 3, 4, 5, 6, 7, -1], n) % 11 === 0,
  PT(n) {
    if (!/^[1-9]\d{8}$/.test(n)) return false;
    const sum = [...n.slice(0, 8)].reduce((s, d, i) => s + (9 - i) * Number(d), 0);
    return ((11 - (sum % 11)) % 11) % 10 === Number(n[8]);
  },
  RO(n) {
    if (!/^[1-9]\d{1,9}$/.test(n)) return false;
    const body = n.slice(0, -1).padStart(9, '0');
    const check = ((10 * weighted([7, 5, 3, 2, 1, 7, 5, 3, 2], body)) % 11) % 10;
    return check === Number(n[n.length - 1]);
  },
  SE: (n) => /^\d{10}01$/.test(n) && luhn(n.slice(0, 10)) === 0,
  SI(n) {
    if (!/^[1-9]\d{7}$/.test(n)) return false;
    const check = 11 - ([...n.slice(0, 7)].reduce((s, d, i) => s + (8 - i) * Number(d), 0) % 11);
    return (check === 10 ? '0' : String(check)) === n[7];
  },
  SK(n) {
    if (!/^\d{10}$/.test(n)) return false;
    if (birthNumber(n)) return true;
    if (n[0] === '0' || ![2, 3, 4, 7, 8, 9].includes(Number(n[2]))) return false;
    return Number(BigInt(n) % 11n) === 0;
  },
  XI: gbVat,
};

/** Whether a stored VAT number (prefix and number, as normalizeVatNumber makes it) has valid check digits. */
export function hasValidCheckDigits(vatNumber: string): boolean {
  const check = checkDigits[vatNumber.slice(0, 2)];
  const number = vatNumber.slice(2);
  // No number is all zeros, though some countries' sums let them through (EE, FI, HU, LU, PL).
  return check !== undefined && /[1-9]/.test(number) && check(number);
}
