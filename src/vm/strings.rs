//! Guest strings: `java.lang.String` objects holding a `char[]` of UTF-16 code units.

use super::heap::{Array, Body};
use super::value::{NULL, Ref, Value};
use super::{ClassId, Exec, InitState, Trap, Vm};
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

    /// `String.intern` of string `s`: the string pool's string with its characters, or `s`
    /// itself, added to the pool, when the pool has none (java.lang.String.intern).
    ///
    /// **The pool.** The string literals of the runtime library are in the pool from the
    /// start (as a JVM's class-data archive pre-interns its classes' literals); those of a
    /// program class join it when the class's initialization begins (a JVM may resolve a
    /// class's symbolic references eagerly, JVMS 5.4; HotSpot resolves a literal when its
    /// `ldc` first runs). Literals are permanent objects outside the program state
    /// ([`Vm::literal`]); the strings the program interns are program state
    /// (`State::interned`). So the pool of a state is a function of the state, `interned` and
    /// the initialization status of its classes, and never of what other paths of the search
    /// did: which literals were loaded elsewhere changes nothing. The lookup reads the pool's
    /// entry and the initialization status of the program classes holding the literal (DPOR
    /// accesses); adding `s` writes the entry.
    pub fn intern(&mut self, s: Ref) -> Exec<Ref> {
        let units = self.string_units(s)?;
        let entry = super::pool_entry(&units);
        self.record_global(entry, false);
        if let Some(&r) = self.state.interned.get(&units) {
            return Ok(r);
        }
        if self.literal_pooled(&units) {
            return self.literal(&units);
        }
        self.record_global(entry, true);
        self.state.interned.insert(units, s);
        self.state.touch_tables();
        Ok(s)
    }

    /// Whether the pool has a literal with these characters: one of the runtime library's, or
    /// one of a program class whose initialization has begun (reading the initialization
    /// status of every loaded program class holding one).
    fn literal_pooled(&mut self, units: &[u16]) -> bool {
        if crate::classpath::runtime_literals().contains(units) {
            return true;
        }
        let loaded = self.classes.len();
        for c in self.literals_indexed..loaded {
            if self.is_runtime_class(c as ClassId) {
                continue;
            }
            let class = self.classes.class(c as ClassId).clone();
            for constant in class.pool.iter() {
                if let crate::classfile::Constant::String(u) = constant {
                    let holders = self.literal_classes.entry(u.to_vec()).or_default();
                    if holders.last() != Some(&(c as ClassId)) {
                        holders.push(c as ClassId);
                    }
                }
            }
        }
        self.literals_indexed = self.literals_indexed.max(loaded);
        let holders = self.literal_classes.get(units).cloned().unwrap_or_default();
        let mut pooled = false;
        for c in holders {
            self.record_global(super::class_init(c), false);
            pooled |= self
                .state
                .init
                .get(c as usize)
                .is_some_and(|&i| i != InitState::Uninitialized);
        }
        pooled
    }

    /// The string of a literal (`ldc`, a constant field): the pool's string with these
    /// characters. A string the program interned before the literal's class was initialized
    /// stays the pool's (identity is preserved, JLS 3.10.5); otherwise the literal is a
    /// permanent object, made when first loaded and the same in every state (see
    /// [`Vm::intern`]). Its hash code is cached at once, since a permanent object is never
    /// written. One whose hash code is 0, or whose permanent key is taken, is an ordinary
    /// string of the state's pool instead.
    pub fn literal(&mut self, units: &[u16]) -> Exec<Ref> {
        if !self.state.interned.is_empty() {
            self.record_global(super::pool_entry(units), false);
            if let Some(&r) = self.state.interned.get(units) {
                return Ok(r);
            }
        }
        if let Some(&r) = self.literal_strings.get(units) {
            return Ok(r);
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
            let r = self.new_string_utf16(units)?;
            self.record_global(super::pool_entry(units), true);
            self.state.interned.insert(units.to_vec(), r);
            self.state.touch_tables();
            return Ok(r);
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
