//! `Float.toString` and `Double.toString` exactly as JDK 17 prints them.
//!
//! JDK 17 (before JDK 19's shortest-digit algorithm) generates digits with a Steele-White
//! style loop over exact integers B/S with a symmetric error bound M, stopping when the
//! remainder is within M of either neighbour; integer-valued numbers below 2^63 take a
//! separate path that rounds away "insignificant" digits. The outputs are sometimes longer
//! than the shortest round-trip form (`2.14748365E9` for `(float) Integer.MAX_VALUE`,
//! `4.9E-324` for `Double.MIN_VALUE`), and programs print those digits, so ironpf follows
//! the same procedure: the three arithmetic widths (int, long, big integer) are kept because
//! their stopping tests differ at exact ties and in overflow behaviour.

use num_bigint::BigUint;

const EXP_SHIFT: i32 = 52;

/// Bit length of 5^i for i in 1..27 (0 for i = 0).
const N_5_BITS: [i32; 27] = [
    0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56,
    59, 61,
];

fn pow5_i64(i: i32) -> i64 {
    5i64.pow(i as u32)
}

/// Decimal digits d1 d2 ... and an exponent `e` with value = 0.d1d2... x 10^e.
struct Decimal {
    digits: Vec<u8>,
    exp: i32,
}

impl Decimal {
    fn round_up(&mut self) {
        let mut i = self.digits.len() - 1;
        let mut q = self.digits[i];
        if q == b'9' {
            while q == b'9' && i > 0 {
                self.digits[i] = b'0';
                i -= 1;
                q = self.digits[i];
            }
            if q == b'9' {
                self.exp += 1;
                self.digits[0] = b'1';
                return;
            }
        }
        self.digits[i] = q + 1;
    }
}

/// Digits of an integer value, dropping `insignificant` low digits with rounding.
fn long_digits(mut value: i64, insignificant: i32) -> Decimal {
    let mut exp = 0;
    if insignificant != 0 {
        let pow10 = pow5_i64(insignificant) << insignificant;
        let residue = value % pow10;
        value /= pow10;
        exp += insignificant;
        if residue >= (pow10 >> 1) {
            value += 1;
        }
    }
    let mut text = value.to_string().into_bytes();
    while text.len() > 1 && text.last() == Some(&b'0') {
        text.pop();
        exp += 1;
    }
    exp += text.len() as i32;
    Decimal { digits: text, exp }
}

/// floor of an estimate of log10 of the value, with the JDK's own (truncated) constants:
/// the exact digits matter for matching its output.
#[allow(clippy::approx_constant)]
fn estimate_dec_exp(fract_bits: u64, bin_exp: i32) -> i32 {
    let d2 = f64::from_bits(0x3ff0_0000_0000_0000 | (fract_bits & 0x000f_ffff_ffff_ffff));
    let d = (d2 - 1.5) * 0.289529654 + 0.176091259 + bin_exp as f64 * 0.301029995663981;
    d.floor() as i32
}

fn insignificant_digits_for_pow2(p2: i32) -> i32 {
    if p2 > 1 && p2 < 64 {
        (p2 as f64 * std::f64::consts::LOG10_2).floor() as i32
    } else {
        0
    }
}

/// The digit generation. `fract_bits` has the leading one at bit 52.
fn dtoa(bin_exp: i32, fract_bits: u64, n_significant_bits: i32) -> Decimal {
    let tail_zeros = fract_bits.trailing_zeros() as i32;
    let n_fract_bits = EXP_SHIFT + 1 - tail_zeros;
    let n_tiny_bits = (n_fract_bits - bin_exp - 1).max(0);
    if (-21..=62).contains(&bin_exp)
        && n_tiny_bits < 27
        && n_fract_bits + N_5_BITS[n_tiny_bits as usize] < 64
        && n_tiny_bits == 0
    {
        let insignificant = if bin_exp > n_significant_bits {
            insignificant_digits_for_pow2(bin_exp - n_significant_bits - 1)
        } else {
            0
        };
        let v = if bin_exp >= EXP_SHIFT {
            fract_bits << (bin_exp - EXP_SHIFT)
        } else {
            fract_bits >> (EXP_SHIFT - bin_exp)
        };
        return long_digits(v as i64, insignificant);
    }
    let mut dec_exp = estimate_dec_exp(fract_bits, bin_exp);
    let b5 = (-dec_exp).max(0);
    let mut b2 = b5 + n_tiny_bits + bin_exp;
    let s5 = dec_exp.max(0);
    let mut s2 = s5 + n_tiny_bits;
    let m5 = b5;
    let mut m2 = b2 - n_significant_bits;
    let fract = fract_bits >> tail_zeros;
    b2 -= n_fract_bits - 1;
    let common = b2.min(s2);
    b2 -= common;
    s2 -= common;
    m2 -= common;
    if n_fract_bits == 1 {
        m2 -= 1;
    }
    if m2 < 0 {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }
    let bits5 = |i: i32| {
        if (i as usize) < N_5_BITS.len() {
            N_5_BITS[i as usize]
        } else {
            i * 3
        }
    };
    let b_bits = n_fract_bits + b2 + bits5(b5);
    let ten_s_bits = s2 + 1 + bits5(s5 + 1);
    let mut digits = Vec::new();
    let (low, high, low_digit_difference);

    macro_rules! small_loop {
        ($t:ty, $b:expr, $s:expr, $m:expr) => {{
            let mut b: $t = $b;
            let s: $t = $s;
            let mut m: $t = $m;
            let tens = s.wrapping_mul(10);
            let mut q = b / s;
            b = (b % s).wrapping_mul(10);
            m = m.wrapping_mul(10);
            let mut lo = b < m;
            let mut hi = b.wrapping_add(m) > tens;
            if q == 0 && !hi {
                dec_exp -= 1;
            } else {
                digits.push(b'0' + q as u8);
            }
            if e_form_now(dec_exp) {
                lo = false;
                hi = false;
            }
            while !lo && !hi {
                q = b / s;
                b = (b % s).wrapping_mul(10);
                m = m.wrapping_mul(10);
                if m > 0 {
                    lo = b < m;
                    hi = b.wrapping_add(m) > tens;
                } else {
                    // The bound overflowed: it is certainly past both neighbours.
                    lo = true;
                    hi = true;
                }
                digits.push(b'0' + q as u8);
            }
            low = lo;
            high = hi;
            let diff = (b << 1).wrapping_sub(tens);
            low_digit_difference = if diff > 0 {
                1
            } else if diff < 0 {
                -1
            } else {
                0
            };
        }};
    }

    if b_bits < 64 && ten_s_bits < 64 {
        if b_bits < 32 && ten_s_bits < 32 {
            small_loop!(
                i32,
                (fract as i32)
                    .wrapping_mul(5i32.pow(b5 as u32))
                    .wrapping_shl(b2 as u32),
                5i32.pow(s5 as u32) << s2,
                5i32.pow(m5 as u32) << m2
            );
        } else {
            small_loop!(
                i64,
                (fract as i64)
                    .wrapping_mul(pow5_i64(b5))
                    .wrapping_shl(b2 as u32),
                pow5_i64(s5) << s2,
                pow5_i64(m5) << m2
            );
        }
    } else {
        let pow52 =
            |p5: i32, p2: i32| -> BigUint { BigUint::from(5u32).pow(p5 as u32) << (p2 as usize) };
        let s = pow52(s5, s2);
        let mut b = (BigUint::from(fract) * BigUint::from(5u32).pow(b5 as u32)) << (b2 as usize);
        let mut m = pow52(m5 + 1, m2 + 1);
        let ten_s = pow52(s5 + 1, s2 + 1);
        let step = |b: &mut BigUint| -> u8 {
            let q = &*b / &s;
            *b = (&*b % &s) * 10u32;
            q.to_u32_digits().first().copied().unwrap_or(0) as u8
        };
        let q = step(&mut b);
        let mut lo = b < m;
        let mut hi = &b + &m >= ten_s;
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q);
        }
        if e_form_now(dec_exp) {
            lo = false;
            hi = false;
        }
        while !lo && !hi {
            let q = step(&mut b);
            m *= 10u32;
            lo = b < m;
            hi = &b + &m >= ten_s;
            digits.push(b'0' + q);
        }
        low = lo;
        high = hi;
        low_digit_difference = if high && low {
            match (&b << 1usize).cmp(&ten_s) {
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => 1,
            }
        } else {
            0
        };
    }
    let mut d = Decimal {
        digits,
        exp: dec_exp + 1,
    };
    if high {
        if low {
            if low_digit_difference == 0 {
                if d.digits.last().is_some_and(|c| (c - b'0') & 1 != 0) {
                    d.round_up();
                }
            } else if low_digit_difference > 0 {
                d.round_up();
            }
        } else {
            d.round_up();
        }
    }
    d
}

/// E-form output needs at least two digits, so the first stop is ignored there (tested after
/// the first digit may have lowered the exponent).
fn e_form_now(dec_exp: i32) -> bool {
    !(-3..8).contains(&dec_exp)
}

/// Lays the digits out as Java does: plain for exponents 1..7 and -2..0, E-form otherwise.
fn layout(negative: bool, d: &Decimal) -> String {
    let digits = std::str::from_utf8(&d.digits).unwrap_or("0");
    let n = digits.len() as i32;
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let e = d.exp;
    if e > 0 && e < 8 {
        let int_len = n.min(e) as usize;
        out.push_str(&digits[..int_len]);
        if (int_len as i32) < e {
            out.push_str(&"0".repeat((e - int_len as i32) as usize));
            out.push_str(".0");
        } else {
            out.push('.');
            if int_len < digits.len() {
                out.push_str(&digits[int_len..]);
            } else {
                out.push('0');
            }
        }
    } else if e <= 0 && e > -3 {
        out.push_str("0.");
        out.push_str(&"0".repeat((-e) as usize));
        out.push_str(digits);
    } else {
        out.push_str(&digits[..1]);
        out.push('.');
        if n > 1 {
            out.push_str(&digits[1..]);
        } else {
            out.push('0');
        }
        out.push('E');
        if e <= 0 {
            out.push('-');
            out.push_str(&(-e + 1).to_string());
        } else {
            out.push_str(&(e - 1).to_string());
        }
    }
    out
}

/// NaN, the infinities and the zeros, which Java prints without digits.
fn special(v: f64) -> Option<String> {
    let text = if v.is_nan() {
        "NaN"
    } else if v.is_infinite() {
        if v > 0.0 { "Infinity" } else { "-Infinity" }
    } else if v == 0.0 {
        if v.is_sign_negative() { "-0.0" } else { "0.0" }
    } else {
        return None;
    };
    Some(text.to_string())
}

pub fn java_double_string(v: f64) -> String {
    if let Some(text) = special(v) {
        return text;
    }
    let bits = v.to_bits();
    let mut fract = bits & 0x000f_ffff_ffff_ffff;
    let mut bin_exp = ((bits >> 52) & 0x7ff) as i32;
    let n_significant_bits;
    if bin_exp == 0 {
        let leading = fract.leading_zeros() as i32;
        let shift = leading - (63 - EXP_SHIFT);
        fract <<= shift;
        bin_exp = 1 - shift;
        n_significant_bits = 64 - leading;
    } else {
        fract |= 1 << 52;
        n_significant_bits = EXP_SHIFT + 1;
    }
    bin_exp -= 1023;
    layout(v < 0.0, &dtoa(bin_exp, fract, n_significant_bits))
}

pub fn java_float_string(v: f32) -> String {
    // f32 to f64 keeps NaN, infinities and signed zeros.
    if let Some(text) = special(v as f64) {
        return text;
    }
    let bits = v.to_bits();
    let mut fract = bits & 0x007f_ffff;
    let mut bin_exp = ((bits >> 23) & 0xff) as i32;
    let n_significant_bits;
    if bin_exp == 0 {
        let leading = fract.leading_zeros() as i32;
        let shift = leading - (31 - 23);
        fract <<= shift;
        bin_exp = 1 - shift;
        n_significant_bits = 32 - leading;
    } else {
        fract |= 1 << 23;
        n_significant_bits = 24;
    }
    bin_exp -= 127;
    layout(
        v < 0.0,
        &dtoa(
            bin_exp,
            (fract as u64) << (EXP_SHIFT - 23),
            n_significant_bits,
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Outputs of JDK 17 (`java -version` 17.0.15), including its non-shortest cases.
    #[test]
    fn matches_jdk17() {
        let doubles = [
            (0.1, "0.1"),
            (1e7, "1.0E7"),
            (1e-3, "0.001"),
            (1e-4, "1.0E-4"),
            (100.0, "100.0"),
            (123456.789, "123456.789"),
            (1.0 / 3.0, "0.3333333333333333"),
            (0.1 + 0.2, "0.30000000000000004"),
            (f64::MAX, "1.7976931348623157E308"),
            (f64::MIN_POSITIVE, "2.2250738585072014E-308"),
            (4.9e-324, "4.9E-324"),
            (-2.5, "-2.5"),
            (9999999.0, "9999999.0"),
            (12345678.9, "1.23456789E7"),
            (1e23, "9.999999999999999E22"),
            (2e-3, "0.002"),
            (1e22, "1.0E22"),
            (1.5e-323, "1.5E-323"),
            (1e-5, "1.0E-5"),
            (0.5, "0.5"),
            (1e21, "1.0E21"),
            (123e-310, "1.23E-308"),
            (2147483647.0, "2.147483647E9"),
            (-98765432109876543.0, "-9.8765432109876544E16"),
        ];
        for (v, want) in doubles {
            assert_eq!(java_double_string(v), want, "{v:e}");
        }
        let floats = [
            (1.0f32 / 3.0, "0.33333334"),
            (123456789.0f32, "1.23456792E8"),
            (0.1f32, "0.1"),
            (f32::MAX, "3.4028235E38"),
            (1.4e-45f32, "1.4E-45"),
            (1e11f32, "9.9999998E10"),
            (2147483647.0f32, "2.14748365E9"),
            (f32::MIN_POSITIVE, "1.17549435E-38"),
            (1.0e10f32, "1.0E10"),
            (3.3f32, "3.3"),
            (1e-10f32, "1.0E-10"),
            (16777217f32, "1.6777216E7"),
        ];
        for (v, want) in floats {
            assert_eq!(java_float_string(v), want, "{v:e}");
        }
    }
}
