//! Field and method descriptors (JVMS 4.3).

/// The kind of a value as a descriptor gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    /// A class or array reference.
    Ref,
    Void,
}

impl Kind {
    /// Operand-stack and local-variable slots a value of this kind takes.
    pub fn slots(self) -> usize {
        match self {
            Kind::Long | Kind::Double => 2,
            Kind::Void => 0,
            _ => 1,
        }
    }

    pub fn from_char(c: u8) -> Option<Kind> {
        Some(match c {
            b'Z' => Kind::Boolean,
            b'B' => Kind::Byte,
            b'C' => Kind::Char,
            b'S' => Kind::Short,
            b'I' => Kind::Int,
            b'J' => Kind::Long,
            b'F' => Kind::Float,
            b'D' => Kind::Double,
            b'L' | b'[' => Kind::Ref,
            b'V' => Kind::Void,
            _ => return None,
        })
    }

    /// Kind of a field descriptor such as `I` or `Ljava/lang/String;`.
    pub fn of_field(desc: &str) -> Kind {
        desc.bytes()
            .next()
            .and_then(Kind::from_char)
            .unwrap_or(Kind::Ref)
    }
}

/// A parsed method descriptor: parameter types (as descriptor strings) and return type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodType {
    pub params: Vec<String>,
    pub ret: String,
}

impl MethodType {
    pub fn parse(desc: &str) -> Result<MethodType, String> {
        let b = desc.as_bytes();
        if b.first() != Some(&b'(') {
            return Err(format!("bad method descriptor {desc}"));
        }
        let mut i = 1;
        let mut params = Vec::new();
        while i < b.len() && b[i] != b')' {
            let end = field_end(b, i).ok_or_else(|| format!("bad method descriptor {desc}"))?;
            params.push(desc[i..end].to_string());
            i = end;
        }
        if i >= b.len() {
            return Err(format!("bad method descriptor {desc}"));
        }
        let ret = &desc[i + 1..];
        if ret != "V" && !is_field_descriptor(ret) || !params.iter().all(|p| is_field_descriptor(p))
        {
            return Err(format!("bad method descriptor {desc}"));
        }
        Ok(MethodType {
            params,
            ret: ret.to_string(),
        })
    }

    pub fn param_kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        self.params.iter().map(|p| Kind::of_field(p))
    }

    pub fn ret_kind(&self) -> Kind {
        Kind::of_field(&self.ret)
    }

    /// Slots the parameters take (without the receiver).
    pub fn param_slots(&self) -> usize {
        self.param_kinds().map(Kind::slots).sum()
    }

    pub fn descriptor(&self) -> String {
        format!("({}){}", self.params.concat(), self.ret)
    }
}

/// Whether `desc` is one field descriptor (JVMS 4.3.2), with at most 255 array dimensions
/// and a well-formed class name.
pub fn is_field_descriptor(desc: &str) -> bool {
    let b = desc.as_bytes();
    field_end(b, 0) == Some(b.len())
        && b.iter().take_while(|&&c| c == b'[').count() <= 255
        && match desc.trim_start_matches('[').strip_prefix('L') {
            Some(class) => is_class_name(class.trim_end_matches(';')),
            None => true,
        }
}

/// Whether `name` is a class name in internal form (JVMS 4.2.1): non-empty identifiers
/// separated by `/`, none holding `.`, `;` or `[`.
pub fn is_class_name(name: &str) -> bool {
    name.split('/')
        .all(|part| !part.is_empty() && !part.contains(['.', ';', '[']))
}

/// Whether `name` is a legal method name (JVMS 4.2.2): `<init>`, `<clinit>`, or a
/// non-empty name without `.`, `;`, `[`, `/`, `<` or `>`.
pub fn is_method_name(name: &str) -> bool {
    name == "<init>"
        || name == "<clinit>"
        || (!name.is_empty() && !name.contains(['.', ';', '[', '/', '<', '>']))
}

/// Whether `name` is a legal field name (JVMS 4.2.2).
pub fn is_field_name(name: &str) -> bool {
    !name.is_empty() && !name.contains(['.', ';', '[', '/'])
}

/// End (exclusive) of the field descriptor starting at `i`.
fn field_end(b: &[u8], mut i: usize) -> Option<usize> {
    while b.get(i) == Some(&b'[') {
        i += 1;
    }
    match b.get(i)? {
        b'L' => {
            let semi = b[i..].iter().position(|&c| c == b';')?;
            Some(i + semi + 1)
        }
        b'Z' | b'B' | b'C' | b'S' | b'I' | b'J' | b'F' | b'D' => Some(i + 1),
        _ => None,
    }
}

/// Class name for a field descriptor used as a class: `Ljava/lang/String;` → `java/lang/String`,
/// arrays keep their descriptor (`[I`), primitives give their keyword (`int`).
pub fn class_name_of_descriptor(desc: &str) -> String {
    if let Some(n) = desc.strip_prefix('L').and_then(|d| d.strip_suffix(';')) {
        return n.to_string();
    }
    if desc.starts_with('[') {
        return desc.to_string();
    }
    primitive_name(desc.as_bytes().first().copied().unwrap_or(b'V')).to_string()
}

pub fn primitive_name(c: u8) -> &'static str {
    match c {
        b'Z' => "boolean",
        b'B' => "byte",
        b'C' => "char",
        b'S' => "short",
        b'I' => "int",
        b'J' => "long",
        b'F' => "float",
        b'D' => "double",
        _ => "void",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_method_descriptors() {
        let t = MethodType::parse("(IJ[Ljava/lang/String;D)V").unwrap();
        assert_eq!(t.params, vec!["I", "J", "[Ljava/lang/String;", "D"]);
        assert_eq!(t.param_slots(), 6);
        assert_eq!(t.ret_kind(), Kind::Void);
        assert!(MethodType::parse("(I").is_err());
        assert!(MethodType::parse("(Ljava/lang/String)V").is_err());
        assert_eq!(
            class_name_of_descriptor("Ljava/lang/Object;"),
            "java/lang/Object"
        );
        assert_eq!(class_name_of_descriptor("[[I"), "[[I");
    }
}
