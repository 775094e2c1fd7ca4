//! Guest values. Plain data: a reference is a heap slot number, never a pointer.

/// A heap reference; 0 is `null`.
pub type Ref = u32;
pub const NULL: Ref = 0;

/// One operand-stack, local-variable or field slot.
///
/// On the operand stack and in local variables a `Long` or `Double` is followed by a `Top`
/// slot, exactly as the JVM lays them out, so `dup2`, `pop2` and argument passing need no
/// type information. In object fields and arrays a long or double takes one slot.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum Value {
    #[default]
    Top,
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    Ref(Ref),
}

impl Value {
    pub const NULL: Value = Value::Ref(NULL);

    /// The default (zero) value for a field descriptor.
    pub fn default_for(desc: &str) -> Value {
        match desc.as_bytes().first() {
            Some(b'J') => Value::Long(0),
            Some(b'F') => Value::Float(0.0),
            Some(b'D') => Value::Double(0.0),
            Some(b'L') | Some(b'[') => Value::NULL,
            _ => Value::Int(0),
        }
    }

    pub fn is_wide(self) -> bool {
        matches!(self, Value::Long(_) | Value::Double(_))
    }

    pub fn as_int(self) -> Option<i32> {
        if let Value::Int(v) = self {
            Some(v)
        } else {
            None
        }
    }
    pub fn as_long(self) -> Option<i64> {
        if let Value::Long(v) = self {
            Some(v)
        } else {
            None
        }
    }
    pub fn as_float(self) -> Option<f32> {
        if let Value::Float(v) = self {
            Some(v)
        } else {
            None
        }
    }
    pub fn as_double(self) -> Option<f64> {
        if let Value::Double(v) = self {
            Some(v)
        } else {
            None
        }
    }
    pub fn as_ref(self) -> Option<Ref> {
        if let Value::Ref(v) = self {
            Some(v)
        } else {
            None
        }
    }
}
