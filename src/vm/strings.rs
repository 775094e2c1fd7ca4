//! Guest strings: `java.lang.String` objects holding a `char[]` of UTF-16 code units.

use super::heap::{Array, Body};
use super::value::{NULL, Ref, Value};
use super::{Exec, Trap, Vm};
use crate::error::VmError;

impl Vm {
    /// A new (not interned) string from UTF-16 code units.
    pub fn new_string_utf16(&mut self, units: &[u16]) -> Exec<Ref> {
        self.check_size(Body::array_bytes(b'C', units.len()))?;
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

    /// The interned string with these contents (`String.intern`): a literal's permanent
    /// string if one was loaded, else one the program state interns.
    pub fn intern(&mut self, units: &[u16]) -> Exec<Ref> {
        if let Some(&r) = self.literal_strings.get(units) {
            return Ok(r);
        }
        if let Some(&r) = self.state.interned.get(units) {
            return Ok(r);
        }
        let r = self.new_string_utf16(units)?;
        self.state.interned.insert(units.to_vec(), r);
        self.state.touch_tables();
        Ok(r)
    }

    /// The string of a literal (`ldc`, a constant field): the interned string with these
    /// contents, made a permanent object (outside the program state) when first loaded. Its
    /// hash code is cached at once, since a permanent object is never written. A string the
    /// program interned first keeps serving (identity is preserved), and one whose hash code is
    /// 0 or whose key is taken stays an ordinary interned string.
    pub fn literal(&mut self, units: &[u16]) -> Exec<Ref> {
        if let Some(&r) = self.literal_strings.get(units) {
            return Ok(r);
        }
        if self.state.interned.contains_key(units) {
            return self.intern(units);
        }
        let hash = units
            .iter()
            .fold(0i32, |h, &c| h.wrapping_mul(31).wrapping_add(i32::from(c)));
        let key =
            crate::runtime::stable_id(&format!("literal#{}", String::from_utf16_lossy(units)))
                ^ units.len() as u64;
        let taken = self
            .state
            .heap
            .get(super::heap::permanent_ref(key))
            .is_some();
        if (hash == 0 && !units.is_empty()) || taken {
            return self.intern(units);
        }
        let r = self.new_string_utf16(units)?;
        let hash_slot = self.field_slot(self.known.string, "hash")?;
        self.set_field(r, hash_slot, Value::Int(hash))?;
        let p = self.state.heap.make_permanent(r, key).ok_or_else(|| {
            Trap::Error(VmError::internal(
                "",
                "permanent key collision for a string literal's characters",
            ))
        })?;
        self.literal_strings.insert(units.to_vec(), p);
        Ok(p)
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

    /// A string's text as a name for the runtime's lookups (Groovy dispatch): decoded once
    /// for a permanent string (the call sites' names are literals), every time otherwise.
    pub fn name_text(&mut self, s: Ref) -> Exec<std::rc::Rc<str>> {
        if s & super::heap::PERMANENT == 0 {
            return Ok(self.rust_string(s)?.into());
        }
        if let Some(t) = self.permanent_names.get(&s) {
            return Ok(t.clone());
        }
        let t: std::rc::Rc<str> = self.rust_string(s)?.into();
        self.permanent_names.insert(s, t.clone());
        Ok(t)
    }
}
