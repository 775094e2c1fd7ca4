//! Natives of java.lang.Float, Double, StrictMath and Character, and the JDK's exact
//! floating-point to text conversion.

use super::float_text::{java_double_string, java_float_string};
use super::unicode_tables;
use super::{NativeFn, arg_double, arg_float, arg_int, arg_long, arg_ref};
use crate::vm::value::{NULL, Value};
use crate::vm::{Exec, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/lang/Float.floatToRawIntBits(F)I", |_, a| {
        Ok(Some(Value::Int(arg_float(a, 0)?.to_bits() as i32)))
    }),
    ("java/lang/Float.intBitsToFloat(I)F", |_, a| {
        Ok(Some(Value::Float(f32::from_bits(arg_int(a, 0)? as u32))))
    }),
    (
        "java/lang/Float.toString(F)Ljava/lang/String;",
        float_to_string,
    ),
    (
        "java/lang/Float.parseFloat(Ljava/lang/String;)F",
        float_parse,
    ),
    ("java/lang/Double.doubleToRawLongBits(D)J", |_, a| {
        Ok(Some(Value::Long(arg_double(a, 0)?.to_bits() as i64)))
    }),
    ("java/lang/Double.longBitsToDouble(J)D", |_, a| {
        Ok(Some(Value::Double(f64::from_bits(arg_long(a, 0)? as u64))))
    }),
    (
        "java/lang/Double.toString(D)Ljava/lang/String;",
        double_to_string,
    ),
    (
        "java/lang/Double.parseDouble(Ljava/lang/String;)D",
        double_parse,
    ),
    ("java/lang/StrictMath.sin(D)D", |_, a| unary(a, f64::sin)),
    ("java/lang/StrictMath.cos(D)D", |_, a| unary(a, f64::cos)),
    ("java/lang/StrictMath.tan(D)D", |_, a| unary(a, f64::tan)),
    ("java/lang/StrictMath.asin(D)D", |_, a| unary(a, f64::asin)),
    ("java/lang/StrictMath.acos(D)D", |_, a| unary(a, f64::acos)),
    ("java/lang/StrictMath.atan(D)D", |_, a| unary(a, f64::atan)),
    ("java/lang/StrictMath.exp(D)D", |_, a| unary(a, f64::exp)),
    ("java/lang/StrictMath.log(D)D", |_, a| unary(a, f64::ln)),
    ("java/lang/StrictMath.log10(D)D", |_, a| {
        unary(a, f64::log10)
    }),
    ("java/lang/StrictMath.sqrt(D)D", |_, a| unary(a, f64::sqrt)),
    ("java/lang/StrictMath.cbrt(D)D", |_, a| unary(a, f64::cbrt)),
    ("java/lang/StrictMath.sinh(D)D", |_, a| unary(a, f64::sinh)),
    ("java/lang/StrictMath.cosh(D)D", |_, a| unary(a, f64::cosh)),
    ("java/lang/StrictMath.tanh(D)D", |_, a| unary(a, f64::tanh)),
    ("java/lang/StrictMath.expm1(D)D", |_, a| {
        unary(a, f64::exp_m1)
    }),
    ("java/lang/StrictMath.log1p(D)D", |_, a| {
        unary(a, f64::ln_1p)
    }),
    ("java/lang/StrictMath.atan2(DD)D", |_, a| {
        binary(a, f64::atan2)
    }),
    ("java/lang/StrictMath.pow(DD)D", |_, a| binary(a, java_pow)),
    ("java/lang/StrictMath.hypot(DD)D", |_, a| {
        binary(a, f64::hypot)
    }),
    ("java/lang/StrictMath.IEEEremainder(DD)D", |_, a| {
        binary(a, ieee_remainder)
    }),
    ("java/lang/Character.isLetter(I)Z", |_, a| {
        in_table(a, unicode_tables::LETTER)
    }),
    ("java/lang/Character.isDigit(I)Z", |_, a| {
        in_table(a, unicode_tables::DIGIT)
    }),
    ("java/lang/Character.isLetterOrDigit(I)Z", |_, a| {
        let cp = arg_int(a, 0)?;
        let yes = in_ranges(cp, unicode_tables::LETTER) || in_ranges(cp, unicode_tables::DIGIT);
        Ok(Some(Value::Int(i32::from(yes))))
    }),
    ("java/lang/Character.isAlphabetic(I)Z", |_, a| {
        in_table(a, unicode_tables::ALPHABETIC)
    }),
    ("java/lang/Character.isWhitespace(I)Z", |_, a| {
        char_test(a, is_java_whitespace)
    }),
    ("java/lang/Character.isSpaceChar(I)Z", |_, a| {
        char_test(a, is_space_char)
    }),
    ("java/lang/Character.isUpperCase(I)Z", |_, a| {
        in_table(a, unicode_tables::UPPER)
    }),
    ("java/lang/Character.isLowerCase(I)Z", |_, a| {
        in_table(a, unicode_tables::LOWER)
    }),
    ("java/lang/Character.toUpperCase(I)I", |_, a| {
        case_map(a, unicode_tables::TO_UPPER)
    }),
    ("java/lang/Character.toLowerCase(I)I", |_, a| {
        case_map(a, unicode_tables::TO_LOWER)
    }),
];

fn unary(a: &[Value], f: fn(f64) -> f64) -> Exec<Option<Value>> {
    Ok(Some(Value::Double(f(arg_double(a, 0)?))))
}

fn binary(a: &[Value], f: fn(f64, f64) -> f64) -> Exec<Option<Value>> {
    // Doubles take two slots: the second argument starts at index 2.
    Ok(Some(Value::Double(f(arg_double(a, 0)?, arg_double(a, 2)?))))
}

/// `Math.pow` special cases where C's `pow` differs from Java's (JLS/Javadoc rules).
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.is_nan() && y != 0.0) {
        return f64::NAN;
    }
    if (x == 1.0 || x == -1.0) && y.is_infinite() {
        return f64::NAN;
    }
    x.powf(y)
}

fn ieee_remainder(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() || x.is_infinite() || y == 0.0 {
        return f64::NAN;
    }
    if y.is_infinite() {
        return x;
    }
    let n = (x / y).round_ties_even();
    let r = x - n * y;
    if r == 0.0 { 0.0f64.copysign(x) } else { r }
}

fn char_test(a: &[Value], f: fn(char) -> bool) -> Exec<Option<Value>> {
    let c = char::from_u32(arg_int(a, 0)? as u32);
    Ok(Some(Value::Int(i32::from(c.is_some_and(f)))))
}

/// Whether `cp` lies in one of `table`'s sorted, disjoint inclusive ranges.
fn in_ranges(cp: i32, table: &[(u32, u32)]) -> bool {
    let Ok(cp) = u32::try_from(cp) else {
        return false;
    };
    let i = table.partition_point(|&(_, last)| last < cp);
    table.get(i).is_some_and(|&(first, _)| first <= cp)
}

fn in_table(a: &[Value], table: &[(u32, u32)]) -> Exec<Option<Value>> {
    Ok(Some(Value::Int(i32::from(in_ranges(
        arg_int(a, 0)?,
        table,
    )))))
}

/// Java's one-to-one (simple) case mapping from a table of runs (first, last, stride,
/// delta); code points outside every run map to themselves.
fn case_map(a: &[Value], table: &[(u32, u32, u32, i32)]) -> Exec<Option<Value>> {
    let cp = arg_int(a, 0)?;
    let Ok(c) = u32::try_from(cp) else {
        return Ok(Some(Value::Int(cp)));
    };
    let i = table.partition_point(|&(_, last, _, _)| last < c);
    let mapped = match table.get(i) {
        Some(&(first, _, stride, delta)) if first <= c && (c - first) % stride == 0 => cp + delta,
        _ => cp,
    };
    Ok(Some(Value::Int(mapped)))
}

fn is_java_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r' | '\u{1C}'..='\u{1F}'
    ) || (is_space_char(c) && !matches!(c, '\u{A0}' | '\u{2007}' | '\u{202F}'))
}

fn is_space_char(c: char) -> bool {
    matches!(
        c,
        ' ' | '\u{A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}' | '\u{2028}' | '\u{2029}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

fn float_to_string(vm: &mut Vm, a: &[Value]) -> Exec<Option<Value>> {
    let s = java_float_string(arg_float(a, 0)?);
    Ok(Some(Value::Ref(vm.new_string(&s)?)))
}

fn double_to_string(vm: &mut Vm, a: &[Value]) -> Exec<Option<Value>> {
    let s = java_double_string(arg_double(a, 0)?);
    Ok(Some(Value::Ref(vm.new_string(&s)?)))
}

/// Java's floating-point literal syntax for `parseDouble`/`parseFloat` (decimal forms and
/// the special words; hexadecimal floats are not supported).
fn parse_java_float(s: &str) -> Option<f64> {
    let t = s.trim_matches(|c: char| c <= ' ');
    let (sign, body) = match t.as_bytes().first() {
        Some(b'-') => (-1.0, &t[1..]),
        Some(b'+') => (1.0, &t[1..]),
        _ => (1.0, t),
    };
    match body {
        "NaN" => return Some(f64::NAN),
        "Infinity" => return Some(sign * f64::INFINITY),
        _ => {}
    }
    let body = body.strip_suffix(['d', 'D', 'f', 'F']).unwrap_or(body);
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        return parse_hex_float(hex, 53).map(|v| sign * v);
    }
    let valid = !body.is_empty()
        && body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
        && body.bytes().any(|b| b.is_ascii_digit())
        && !body.starts_with(['e', 'E']);
    if !valid {
        return None;
    }
    body.parse::<f64>().ok().map(|v| sign * v)
}

/// A hexadecimal floating-point literal after its `0x` (`1.8p3`), rounded to `bits`
/// significant bits (half to even), as `Double.parseDouble` reads it.
fn parse_hex_float(hex: &str, bits: u32) -> Option<f64> {
    let (mantissa, exp) = hex.split_once(['p', 'P'])?;
    let exp: i64 = exp.parse().ok()?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut m: u128 = 0;
    let mut scale: i64 = 0;
    let mut sticky = false;
    for (i, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let d = c.to_digit(16)? as u128;
        if m >> 120 != 0 {
            sticky |= d != 0;
            if i < int_part.len() {
                scale += 4;
            }
            continue;
        }
        m = (m << 4) | d;
        if i >= int_part.len() {
            scale -= 4;
        }
    }
    if m == 0 {
        return Some(0.0);
    }
    let mut e = exp + scale;
    let width = 128 - m.leading_zeros();
    if width > bits {
        let drop = width - bits;
        let rest = m & ((1u128 << drop) - 1);
        let half = 1u128 << (drop - 1);
        m >>= drop;
        e += drop as i64;
        if rest > half || (rest == half && (sticky || m & 1 == 1)) {
            m += 1;
        }
    }
    let mut v = m as f64;
    while e > 0 {
        let step = e.min(1000);
        v *= 2f64.powi(step as i32);
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(1000);
        v /= 2f64.powi(step as i32);
        e += step;
    }
    Some(v)
}

fn parse_arg(vm: &mut Vm, a: &[Value]) -> Exec<Result<f64, String>> {
    let r = arg_ref(a, 0)?;
    if r == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    let s = vm.rust_string(r)?;
    Ok(parse_java_float(&s).ok_or(s))
}

fn number_format_error(vm: &mut Vm, s: &str) -> crate::vm::Trap {
    let msg = if s.trim().is_empty() {
        "empty String".to_string()
    } else {
        format!("For input string: \"{s}\"")
    };
    vm.throw_new("java/lang/NumberFormatException", Some(&msg))
}

fn double_parse(vm: &mut Vm, a: &[Value]) -> Exec<Option<Value>> {
    match parse_arg(vm, a)? {
        Ok(v) => Ok(Some(Value::Double(v))),
        Err(s) => Err(number_format_error(vm, &s)),
    }
}

fn float_parse(vm: &mut Vm, a: &[Value]) -> Exec<Option<Value>> {
    let r = arg_ref(a, 0)?;
    if r == NULL {
        return Err(vm.throw_new("java/lang/NullPointerException", None));
    }
    let s = vm.rust_string(r)?;
    let t = s.trim_matches(|c: char| c <= ' ');
    let t = t.strip_suffix(['d', 'D', 'f', 'F']).unwrap_or(t);
    // Parse directly as f32 to avoid double rounding.
    match parse_java_float(&s) {
        Some(v) if v.is_nan() || v.is_infinite() => Ok(Some(Value::Float(v as f32))),
        Some(_) => {
            let (sign, digits) = match t.strip_prefix('-') {
                Some(d) => (-1.0f32, d),
                None => (1.0f32, t.strip_prefix('+').unwrap_or(t)),
            };
            let v = match digits
                .strip_prefix("0x")
                .or_else(|| digits.strip_prefix("0X"))
            {
                Some(hex) => parse_hex_float(hex, 24).map(|v| v as f32),
                None => digits.parse::<f32>().ok(),
            };
            let v = v.map(|v| sign * v).unwrap_or(f32::NAN);
            Ok(Some(Value::Float(v)))
        }
        None => Err(number_format_error(vm, &s)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_java_syntax() {
        assert_eq!(parse_java_float(" 1.5 "), Some(1.5));
        assert_eq!(parse_java_float("2d"), Some(2.0));
        assert_eq!(parse_java_float("-Infinity"), Some(f64::NEG_INFINITY));
        assert_eq!(parse_java_float("inf"), None);
        assert_eq!(parse_java_float("abc"), None);
        assert_eq!(parse_java_float("0x1p4"), Some(16.0));
        assert_eq!(parse_java_float("-0x1.8P1d"), Some(-3.0));
        assert_eq!(parse_java_float("0x.8p0"), Some(0.5));
        assert_eq!(parse_java_float(""), None);
    }
}
