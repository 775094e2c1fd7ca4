//! Guest strings: `java.lang.String` objects holding a `char[]` of UTF-16 code units.

use super::heap::{Array, Body};
use super::value::{NULL, Ref, Value};
use super::{Exec, Trap, Vm};
use crate::error::VmError;

impl Vm {
    /// A new (not interned) string from UTF-16 code units.
    pub fn new_string_utf16(&mut self, units: &[u16]) -> Exec<Ref> {
        let chars = self.state.heap.alloc(
            self.known.char_array,
            Body::Array(Array::Char(units.to_vec())),
        );
        let s = self.new_object(self.known.string);
        self.set_field(s, self.known.string_value, Value::Ref(chars))?;
        Ok(s)
    }

    pub fn new_string(&mut self, s: &str) -> Exec<Ref> {
        let units: Vec<u16> = s.encode_utf16().collect();
        self.new_string_utf16(&units)
    }

    /// The interned string with these contents (string literals, `String.intern`).
    pub fn intern(&mut self, units: &[u16]) -> Exec<Ref> {
        if let Some(&r) = self.state.interned.get(units) {
            return Ok(r);
        }
        let r = self.new_string_utf16(units)?;
        self.state.interned.insert(units.to_vec(), r);
        self.state.touch_tables();
        Ok(r)
    }

    /// The UTF-16 contents of a string object.
    pub fn string_units(&self, s: Ref) -> Exec<Vec<u16>> {
        if s == NULL {
            return Err(Trap::Error(VmError::internal("", "null string")));
        }
        let Value::Ref(chars) = self.field(s, self.known.string_value)? else {
            return Err(Trap::Error(VmError::internal(
                "",
                "String.value is not a reference",
            )));
        };
        match self.state.heap.get(chars).map(|o| &o.body) {
            Some(Body::Array(Array::Char(c))) => Ok(c.clone()),
            _ => Err(Trap::Error(VmError::internal(
                "",
                "String.value is not a char[]",
            ))),
        }
    }

    /// A string object's contents as Rust text (unpaired surrogates become U+FFFD).
    pub fn rust_string(&self, s: Ref) -> Exec<String> {
        Ok(String::from_utf16_lossy(&self.string_units(s)?))
    }
}
