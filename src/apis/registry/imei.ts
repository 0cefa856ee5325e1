/** IMEIs: 15 digits, the last a Luhn check digit of the first 14. */
/** The Luhn check digit of a 14-digit IMEI body. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidImei(imei: string): boolean {
  return /^[0-9]{15}$/.test(imei) && luhnDigit(imei.slice(0, 14)) === Number(imei[14]);
}
