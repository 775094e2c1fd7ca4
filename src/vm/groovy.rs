//! Dynamic dispatch for the Groovy runtime in jvm-stubs (`ironpf.groovy.Dispatch`): method
//! selection by name and runtime argument types, property lookup, constructor selection.
//!
//! Selection happens here, in Rust; the call itself does not. The selected method is called
//! through an *adapter*, a static method of a synthetic class written in bytecode that takes
//! every argument as `Object`, converts each to the parameter's type (unboxing and numeric
//! conversion through `DefaultTypeTransformation`, GString to String through
//! `ShortTypeHandling`), calls the target with the ordinary invoke instruction (so virtual
//! dispatch and overriding stay the JVM's) and returns the result boxed (`null` for void). A
//! dispatch native ends with [`Trap::Call`] to the adapter: the callee runs as an ordinary
//! interpreter frame, never as a Rust recursion the checker could not capture.

use std::rc::Rc;

use super::indy::{Builder, box_of, code, is_primitive};
use super::value::{NULL, Ref, Value};
use super::{Exec, Trap, Vm};
use crate::classfile::bytecode::Insn;
use crate::classfile::descriptor::class_name_of_descriptor;
use crate::classfile::{ACC_PUBLIC, ACC_STATIC, ClassFile, MethodDef};
use crate::classpath::Origin;
use crate::error::VmError;
use crate::runtime::{ClassId, ClassKind, MethodId, stable_id};

/// The class holding the GDK methods: static methods whose first parameter is the receiver.
pub const GDK_CLASS: &str = "ironpf/groovy/Gdk";
/// The class holding the static GDK methods (Groovy's static extensions, `Date.parse(format,
/// text)`): static methods whose first parameter's type is the class they extend; they get
/// null for it.
pub const GDK_STATIC_CLASS: &str = "ironpf/groovy/GdkStatic";
/// The GDK methods null answers: Groovy 2.4 declares these on Object (null iterates as
/// nothing); any other method called on null is a NullPointerException.
const NULL_RECEIVER_GDK: &[&str] = &[
    "any",
    "asBoolean",
    "collect",
    "each",
    "eachWithIndex",
    "every",
    "find",
    "findAll",
    "findIndexOf",
    "findLastIndexOf",
    "identity",
    "inspect",
    "is",
    "isCase",
    "iterator",
    "print",
    "println",
    "toString",
    "with",
];
/// The Java half of dispatch (fallbacks for what no method answers).
pub const DISPATCH_CLASS: &str = "ironpf/groovy/Dispatch";

const ACC_VARARGS: u16 = 0x0080;
const ACC_BRIDGE: u16 = 0x0040;
const ACC_SYNTHETIC: u16 = 0x1000;

/// How an argument reaches a parameter, with its cost: lower is a better match.
const OBJECT_PARAM: u32 = 40;
const GSTRING_TO_STRING: u32 = 6;

/// What an adapter does with its target.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AdapterKind {
    /// `invokestatic`/`invokevirtual`/`invokeinterface` of a method.
    Invoke,
    /// `new` + `invokespecial <init>`.
    Construct,
    /// `invokespecial` of an instance method: a `super.name(...)` call.
    Special,
    /// As `Invoke` and `Construct`, with Java's conversions instead of Groovy's: the
    /// arguments are boxes of exactly the parameter types or instances of them
    /// (`Method.invoke` and `Constructor.newInstance` convert and check them first).
    ReflectInvoke,
    ReflectConstruct,
}

/// What a method selection depends on: the classes of the receiver and arguments
/// (`u32::MAX` for null), the class a `Class` receiver represents, and the name.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SelectionKey {
    receiver: u32,
    represented: u32,
    name: Rc<str>,
    /// The first `nargs` entries (the rest stay 0): no allocation to make a key.
    args: [u32; MAX_KEYED_ARGS],
    nargs: u8,
}

/// Calls with more arguments than this are selected without the cache.
const MAX_KEYED_ARGS: usize = 6;

/// How a selected method gets the receiver.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Receiver {
    /// As the receiver of an instance method.
    Instance,
    /// Not at all (a static method).
    None,
    /// As the first argument (a GDK method).
    First,
    /// A null first argument (a static GDK method called on the class it extends).
    NullFirst,
}

/// How a selected method gets the call's arguments.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arguments {
    /// As they are.
    AsGiven,
    /// The trailing ones packed into its varargs array.
    PackVarargs,
    /// A call without arguments of a method with one reference parameter gets null (Groovy
    /// 2.4: `foo()` calls `def foo(x)` with `x = null` when nothing else fits).
    NullForOne,
}

/// A cached selection: the method, how it gets the arguments, how it takes the receiver.
pub type Selection = Option<(MethodId, Arguments, Receiver)>;

/// A method chosen by [`Vm::select_method`]: call `method` (through its adapter) with the
/// receiver (when `receiver` is set) and these arguments.
pub struct Selected {
    pub method: MethodId,
    /// The receiver goes first (instance methods) or not at all (static methods; a GDK
    /// method gets the receiver as its first argument, already in `args`).
    pub receiver: Option<Ref>,
    pub args: Vec<Ref>,
}

impl Vm {
    /// The class a runtime value belongs to for dispatch purposes.
    fn dispatch_class(&self, r: Ref) -> Exec<ClassId> {
        self.class_of(r)
    }

    /// The class named `name` if it is loaded (an argument can only be an instance of a
    /// loaded class).
    fn loaded(&self, name: &str) -> Option<ClassId> {
        self.classes.lookup(name)
    }

    /// The loaded class of a reference-type descriptor (`Ljava/util/Date;`), if loaded.
    fn loaded_reference_type(&self, descriptor: &str) -> Option<ClassId> {
        descriptor
            .strip_prefix('L')
            .and_then(|d| d.strip_suffix(';'))
            .and_then(|d| self.loaded(d))
    }

    fn class_name(&self, c: ClassId) -> &str {
        &self.classes.class(c).name
    }

    /// Steps from `sub` up to `sup` (superclasses count 1, interfaces 2 per level); None
    /// when `sub` is not a subtype of `sup`.
    fn type_distance(&self, sub: ClassId, sup: ClassId) -> Option<u32> {
        if sub == sup {
            return Some(0);
        }
        if !self.classes.is_assignable(sub, sup) {
            return None;
        }
        let mut best: Option<u32> = None;
        let mut level = vec![(sub, 0u32)];
        let mut seen = hashbrown::HashSet::<ClassId>::new();
        while let Some((c, d)) = level.pop() {
            if c == sup {
                best = Some(best.map_or(d, |b| b.min(d)));
                continue;
            }
            if !seen.insert(c) {
                continue;
            }
            let cl = self.classes.class(c);
            if let Some(s) = cl.super_class {
                level.push((s, d + 1));
            }
            for &i in &cl.interfaces {
                level.push((i, d + 2));
            }
        }
        Some(best.unwrap_or(30))
    }

    /// The cost of passing argument `arg` to a parameter of descriptor `param`, or None.
    fn arg_cost(&self, arg: Ref, param: &str) -> Exec<Option<u32>> {
        if arg == NULL {
            return Ok(
                (!is_primitive(param)).then_some(if param == "Ljava/lang/Object;" {
                    OBJECT_PARAM
                } else {
                    1
                }),
            );
        }
        let ac = self.dispatch_class(arg)?;
        let an = self.class_name(ac).to_string();
        if let Some(cost) = number_cost(&an, param) {
            return Ok(cost);
        }
        if is_primitive(param) {
            return Ok(None);
        }
        if param == "Ljava/lang/Object;" {
            return Ok(Some(OBJECT_PARAM));
        }
        let pname = class_name_of_descriptor(param);
        if pname == "java/lang/String"
            && let Some(gs) = self.loaded("groovy/lang/GString")
            && self.classes.is_assignable(ac, gs)
        {
            return Ok(Some(GSTRING_TO_STRING));
        }
        let Some(pc) = self.loaded(&pname) else {
            return Ok(None);
        };
        Ok(self.type_distance(ac, pc))
    }

    /// The cost of calling a method with parameters `params` (varargs when `varargs`) with
    /// `args`; the arguments as they are to be passed (varargs packed into an array later).
    fn call_cost(
        &self,
        params: &[String],
        varargs: bool,
        args: &[Ref],
    ) -> Exec<Option<(u32, bool)>> {
        if params.len() == args.len() {
            let mut total = 0;
            let mut ok = true;
            for (a, p) in args.iter().zip(params) {
                match self.arg_cost(*a, p)? {
                    Some(c) => total += c,
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok {
                return Ok(Some((total, false)));
            }
        }
        if varargs && args.len() + 1 >= params.len() {
            let fixed = params.len() - 1;
            let component = &params[fixed][1..];
            let mut total = 10;
            for (a, p) in args[..fixed].iter().zip(params) {
                match self.arg_cost(*a, p)? {
                    Some(c) => total += c,
                    None => return Ok(None),
                }
            }
            // A primitive varargs array takes only boxed primitives (packed by value).
            if is_primitive(component) {
                for &a in &args[fixed..] {
                    if a == NULL || self.boxed_primitive(a)?.is_none() {
                        return Ok(None);
                    }
                }
            }
            for a in &args[fixed..] {
                match self.arg_cost(*a, component)? {
                    Some(c) => total += c,
                    None => return Ok(None),
                }
            }
            return Ok(Some((total, true)));
        }
        Ok(None)
    }

    /// The methods named `name` that `class` declares or inherits, most derived first (a
    /// signature overridden lower down is listed once).
    fn methods_named(&self, class: ClassId, name: &str, statics: bool) -> Rc<[MethodId]> {
        if let Some(found) = self
            .methods_by_name
            .borrow()
            .get(&(class, statics))
            .and_then(|names| names.get(name))
        {
            return found.clone();
        }
        let found: Rc<[MethodId]> = self.find_methods_named(class, name, statics).into();
        self.methods_by_name
            .borrow_mut()
            .entry((class, statics))
            .or_default()
            .insert(name.into(), found.clone());
        found
    }

    fn find_methods_named(&self, class: ClassId, name: &str, statics: bool) -> Vec<MethodId> {
        let mut out: Vec<MethodId> = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        let mut order = Vec::new();
        let mut c = Some(class);
        while let Some(id) = c {
            order.push(id);
            c = self.classes.class(id).super_class;
        }
        let mut ifaces: Vec<ClassId> = self
            .classes
            .class(class)
            .supertypes
            .iter()
            .copied()
            .collect();
        ifaces.retain(|&i| self.classes.class(i).is_interface());
        ifaces.sort_by_key(|&i| self.classes.class(i).stable);
        order.extend(ifaces);
        // The GDK classes' own helpers are not GDK methods: only their public methods are
        // (Groovy code may call a private method of its receiver's class, not of the GDK).
        let gdk = matches!(
            self.classes.class(class).name.as_str(),
            GDK_CLASS | GDK_STATIC_CLASS
        );
        for id in order {
            for &m in &self.classes.class(id).methods {
                let mm = self.classes.method(m);
                if mm.name != name
                    || mm.is_static() != statics
                    || mm.access & (ACC_BRIDGE | ACC_SYNTHETIC) != 0
                    || (gdk && mm.access & ACC_PUBLIC == 0)
                {
                    continue;
                }
                if !seen.contains(&mm.descriptor) {
                    seen.push(mm.descriptor.clone());
                    out.push(m);
                }
            }
        }
        out
    }

    /// The best of `candidates` for `args` (the first of equally good ones), with its cost.
    fn best(
        &self,
        candidates: &[MethodId],
        args: &[Ref],
        skip_first_param: bool,
    ) -> Exec<Option<(MethodId, u32, bool)>> {
        let mut best: Option<(MethodId, u32, bool)> = None;
        for &m in candidates {
            let mm = self.classes.method(m);
            let params = if skip_first_param {
                if mm.mtype.params.is_empty() {
                    continue;
                }
                &mm.mtype.params[1..]
            } else {
                &mm.mtype.params[..]
            };
            let varargs = mm.access & ACC_VARARGS != 0;
            if let Some((cost, packed)) = self.call_cost(params, varargs, args)?
                && best.is_none_or(|(_, c, _)| cost < c)
            {
                best = Some((m, cost, packed));
            }
        }
        Ok(best)
    }

    /// Groovy method selection: the method `name` of `receiver` (for a `Class` object, the
    /// represented class's static methods too) or a GDK method, that best fits `args`.
    /// The choice depends only on the classes involved, so it is cached by them.
    pub fn select_method(
        &mut self,
        receiver: Ref,
        name: &Rc<str>,
        args: &[Ref],
    ) -> Exec<Option<Selected>> {
        let class_key = |vm: &Vm, r: Ref| -> Exec<u32> {
            if r == NULL {
                return Ok(u32::MAX);
            }
            vm.class_of(r)
        };
        let choice = if args.len() <= MAX_KEYED_ARGS {
            let mut key = SelectionKey {
                receiver: class_key(self, receiver)?,
                represented: u32::MAX,
                name: name.clone(),
                args: [0; MAX_KEYED_ARGS],
                nargs: args.len() as u8,
            };
            if self.is_class_object(receiver)? {
                key.represented = self.class_of_class_object(receiver)?;
            }
            for (k, &a) in key.args.iter_mut().zip(args) {
                *k = class_key(self, a)?;
            }
            match self.selections.get(&key) {
                Some(c) => *c,
                None => {
                    let c = self.select_method_uncached(receiver, name, args)?;
                    self.selections.insert(key, c);
                    c
                }
            }
        } else {
            self.select_method_uncached(receiver, name, args)?
        };
        let Some((method, arguments, how)) = choice else {
            return Ok(None);
        };
        let null_arg = [NULL];
        let args = if arguments == Arguments::NullForOne {
            &null_arg[..]
        } else {
            args
        };
        let mut all = Vec::with_capacity(args.len() + 1);
        match how {
            Receiver::First => all.push(receiver),
            Receiver::NullFirst => all.push(NULL),
            Receiver::Instance | Receiver::None => {}
        }
        all.extend_from_slice(args);
        let args = if arguments == Arguments::PackVarargs {
            let params = self.classes.method(method).mtype.params.clone();
            self.pack_varargs(&params, &all)?
        } else {
            all
        };
        Ok(Some(Selected {
            method,
            receiver: (how == Receiver::Instance).then_some(receiver),
            args,
        }))
    }

    /// [`Vm::select_method`] without the cache: the method, whether its varargs are to be
    /// packed, and how the receiver is passed.
    fn select_method_uncached(
        &mut self,
        receiver: Ref,
        name: &str,
        args: &[Ref],
    ) -> Exec<Selection> {
        let mut best: Option<(MethodId, u32, bool, bool)> = None; // (method, cost, packed, is_static_or_gdk)
        if receiver != NULL {
            let rc = self.dispatch_class(receiver)?;
            if Some(rc) == self.loaded("java/lang/Class") {
                let represented = self.class_of_class_object(receiver)?;
                let statics = self.methods_named(represented, name, true);
                if let Some((m, c, p)) = self.best(&statics, args, false)? {
                    best = Some((m, c, p, true));
                }
                if best.is_none()
                    && let Some(found) = self.select_static_gdk(represented, name, args)?
                {
                    return Ok(Some(found));
                }
            }
            let own = self.methods_named(rc, name, false);
            if let Some((m, c, p)) = self.best(&own, args, false)?
                && best.is_none_or(|b| c < b.1)
            {
                best = Some((m, c, p, false));
            }
            // Static methods can be called on instances too.
            let statics = self.methods_named(rc, name, true);
            if let Some((m, c, p)) = self.best(&statics, args, false)?
                && best.is_none_or(|b| c < b.1)
            {
                best = Some((m, c, p, true));
            }
        }
        // GDK methods: the receiver is the first parameter.
        let gdk = self.load(GDK_CLASS).map_err(Trap::Error)?;
        let mut with_receiver = Vec::with_capacity(args.len() + 1);
        with_receiver.push(receiver);
        with_receiver.extend_from_slice(args);
        let gdk_methods = self.methods_named(gdk, name, true);
        let mut gdk_best: Option<(MethodId, u32, bool)> = None;
        for &m in gdk_methods.iter() {
            let mm = self.classes.method(m);
            let Some(first) = mm.mtype.params.first() else {
                continue;
            };
            if receiver == NULL
                && (first != "Ljava/lang/Object;" || !NULL_RECEIVER_GDK.contains(&name))
            {
                continue;
            }
            let Some(rcost) = self.arg_cost(receiver, first)? else {
                continue;
            };
            let varargs = mm.access & ACC_VARARGS != 0;
            if let Some((cost, packed)) = self.call_cost(&mm.mtype.params[1..], varargs, args)? {
                // Arguments decide first; the receiver's fit breaks ties between GDK methods.
                let key = cost * 64 + rcost.min(63);
                if gdk_best.is_none_or(|(_, k, _)| key < k) {
                    gdk_best = Some((m, key, packed));
                }
            }
        }
        if let Some((m, key, packed)) = gdk_best {
            let cost = key / 64;
            let first_is_object = self.classes.method(m).mtype.params[0] == "Ljava/lang/Object;";
            // The GDK wins a tie with a class method unless it is only an Object fallback
            // (Groovy's `toString(Map)` over `AbstractMap.toString()`).
            let wins = match best {
                None => true,
                Some((_, c, _, _)) => cost < c || (cost == c && !first_is_object),
            };
            if wins {
                return Ok(Some((m, Self::shape(packed), Receiver::First)));
            }
        }
        if best.is_none() && args.is_empty() && receiver != NULL {
            let rc = self.dispatch_class(receiver)?;
            let one: Vec<MethodId> = self
                .methods_named(rc, name, false)
                .iter()
                .copied()
                .filter(|&m| {
                    let params = &self.classes.method(m).mtype.params;
                    params.len() == 1 && (params[0].starts_with('L') || params[0].starts_with('['))
                })
                .collect();
            if let [m] = one[..] {
                return Ok(Some((m, Arguments::NullForOne, Receiver::Instance)));
            }
        }
        Ok(best.map(|(m, _, packed, is_static)| {
            (
                m,
                Self::shape(packed),
                if is_static {
                    Receiver::None
                } else {
                    Receiver::Instance
                },
            )
        }))
    }

    /// A static GDK method `name` that extends class `represented` (or a superclass of it)
    /// and fits `args`.
    fn select_static_gdk(
        &mut self,
        represented: ClassId,
        name: &str,
        args: &[Ref],
    ) -> Exec<Selection> {
        let gdk = self.load(GDK_STATIC_CLASS).map_err(Trap::Error)?;
        let mut extending = Vec::new();
        for &m in self.methods_named(gdk, name, true).iter() {
            let extended = self.loaded_reference_type(&self.classes.method(m).mtype.params[0]);
            if extended.is_some_and(|e| self.classes.is_assignable(represented, e)) {
                extending.push(m);
            }
        }
        let mut best: Option<(MethodId, u32, bool)> = None;
        for m in extending {
            let mm = self.classes.method(m);
            let varargs = mm.access & ACC_VARARGS != 0;
            let params = mm.mtype.params[1..].to_vec();
            if let Some((cost, packed)) = self.call_cost(&params, varargs, args)?
                && best.is_none_or(|(_, c, _)| cost < c)
            {
                best = Some((m, cost, packed));
            }
        }
        Ok(best.map(|(m, _, packed)| (m, Self::shape(packed), Receiver::NullFirst)))
    }

    fn shape(packed: bool) -> Arguments {
        if packed {
            Arguments::PackVarargs
        } else {
            Arguments::AsGiven
        }
    }

    /// The method `name` of class `sup` (groovyc passes the superclass of the calling
    /// class) that best fits `args`, called non-virtually: a `super.name(args)` call.
    pub fn select_super_method(
        &mut self,
        sup: ClassId,
        receiver: Ref,
        name: &str,
        args: &[Ref],
    ) -> Exec<Option<Selected>> {
        let candidates = self.methods_named(sup, name, false);
        let Some((m, _, packed)) = self.best(&candidates, args, false)? else {
            return Ok(None);
        };
        let params = self.classes.method(m).mtype.params.clone();
        let args = if packed {
            self.pack_varargs(&params, args)?
        } else {
            args.to_vec()
        };
        Ok(Some(Selected {
            method: m,
            receiver: Some(receiver),
            args,
        }))
    }

    /// The constructor of `class` that best fits `args`.
    pub fn select_constructor(&mut self, class: ClassId, args: &[Ref]) -> Exec<Option<Selected>> {
        let ctors: Vec<MethodId> = self
            .classes
            .class(class)
            .methods
            .iter()
            .copied()
            .filter(|&m| self.classes.method(m).name == "<init>")
            .collect();
        let Some((m, _, packed)) = self.best(&ctors, args, false)? else {
            return Ok(None);
        };
        let params = self.classes.method(m).mtype.params.clone();
        let args = if packed {
            self.pack_varargs(&params, args)?
        } else {
            args.to_vec()
        };
        Ok(Some(Selected {
            method: m,
            receiver: None,
            args,
        }))
    }

    /// Packs the arguments from the varargs parameter's position on into an array.
    fn pack_varargs(&mut self, params: &[String], args: &[Ref]) -> Exec<Vec<Ref>> {
        use super::heap::Array;
        let fixed = params.len() - 1;
        let array_class = self
            .load(&class_name_of_descriptor(&params[fixed]))
            .map_err(Trap::Error)?;
        let rest = &args[fixed..];
        let component = &params[fixed][1..];
        let body = if is_primitive(component) {
            let mut values = Vec::with_capacity(rest.len());
            for &a in rest {
                let v = self.boxed_primitive(a)?.ok_or_else(|| {
                    Trap::Error(VmError::internal(
                        "varargs",
                        "a primitive varargs argument is not a boxed primitive",
                    ))
                })?;
                values.push(v);
            }
            // Widening as Java does (the selection admitted only these conversions).
            let int = |v: &Value| match *v {
                Value::Int(i) => i,
                _ => 0,
            };
            let long = |v: &Value| match *v {
                Value::Int(i) => i64::from(i),
                Value::Long(l) => l,
                _ => 0,
            };
            let double = |v: &Value| match *v {
                Value::Int(i) => f64::from(i),
                Value::Long(l) => l as f64,
                Value::Float(f) => f64::from(f),
                Value::Double(d) => d,
                _ => 0.0,
            };
            let float = |v: &Value| match *v {
                Value::Int(i) => i as f32,
                Value::Long(l) => l as f32,
                Value::Float(f) => f,
                _ => 0.0,
            };
            match component {
                "Z" => Array::Boolean(values.iter().map(|v| int(v) as i8).collect()),
                "B" => Array::Byte(values.iter().map(|v| int(v) as i8).collect()),
                "C" => Array::Char(values.iter().map(|v| int(v) as u16).collect()),
                "S" => Array::Short(values.iter().map(|v| int(v) as i16).collect()),
                "I" => Array::Int(values.iter().map(int).collect()),
                "J" => Array::Long(values.iter().map(long).collect()),
                "F" => Array::Float(values.iter().map(float).collect()),
                _ => Array::Double(values.iter().map(double).collect()),
            }
        } else {
            Array::Ref(rest.to_vec())
        };
        let array = self
            .state
            .heap
            .alloc(array_class, super::heap::Body::Array(body));
        let mut out = args[..fixed].to_vec();
        out.push(array);
        Ok(out)
    }

    /// The value of a boxed primitive (Integer, Character, ...), None for other objects.
    fn boxed_primitive(&self, r: Ref) -> Exec<Option<Value>> {
        let c = self.class_of(r)?;
        let class = self.classes.class(c);
        if !matches!(
            class.name.as_str(),
            "java/lang/Boolean"
                | "java/lang/Byte"
                | "java/lang/Character"
                | "java/lang/Short"
                | "java/lang/Integer"
                | "java/lang/Long"
                | "java/lang/Float"
                | "java/lang/Double"
        ) {
            return Ok(None);
        }
        let Some(slot) = class
            .fields
            .iter()
            .find(|f| f.name == "value" && f.access & ACC_STATIC == 0)
            .map(|f| f.slot)
        else {
            return Ok(None);
        };
        self.field(r, slot).map(Some)
    }

    /// A getter (`getName()`, `isName()` for booleans) or field for property `name` of
    /// instances of `class` (or of the class itself when `statics`).
    /// Returns the adapter and whether it takes the receiver (static members do not).
    pub fn property_getter(
        &mut self,
        class: ClassId,
        name: &str,
        statics: bool,
    ) -> Exec<Option<(MethodId, bool)>> {
        if let Some(found) = self
            .property_getters
            .get(&(class, statics))
            .and_then(|names| names.get(name))
        {
            return Ok(*found);
        }
        let found = self.find_property_getter(class, name, statics)?;
        self.property_getters
            .entry((class, statics))
            .or_default()
            .insert(name.into(), found);
        Ok(found)
    }

    fn find_property_getter(
        &mut self,
        class: ClassId,
        name: &str,
        statics: bool,
    ) -> Exec<Option<(MethodId, bool)>> {
        let cap = capitalize(name);
        for prefix in ["get", "is"] {
            for &m in self
                .methods_named(class, &format!("{prefix}{cap}"), statics)
                .iter()
            {
                let mm = self.classes.method(m);
                if mm.mtype.params.is_empty() && (prefix == "get" || mm.mtype.ret == "Z") {
                    return Ok(Some((self.adapter(m, AdapterKind::Invoke)?, !statics)));
                }
            }
        }
        if let Some((owner, desc, is_static)) = self.find_named_field(class, name, statics) {
            return Ok(Some((
                self.field_adapter(owner, name, &desc, is_static, false, false)?,
                !is_static,
            )));
        }
        if statics {
            return Ok(None);
        }
        // A GDK getter (`date.dateString` calls `getDateString(Date)`).
        let gdk = self.load(GDK_CLASS).map_err(Trap::Error)?;
        for prefix in ["get", "is"] {
            for &m in self
                .methods_named(gdk, &format!("{prefix}{cap}"), true)
                .iter()
            {
                let mm = self.classes.method(m);
                let [param] = &mm.mtype.params[..] else {
                    continue;
                };
                let extended = self.loaded_reference_type(param);
                if (prefix == "get" || mm.mtype.ret == "Z")
                    && extended.is_some_and(|e| self.classes.is_assignable(class, e))
                {
                    return Ok(Some((self.adapter(m, AdapterKind::Invoke)?, true)));
                }
            }
        }
        Ok(None)
    }

    /// A setter (`setName(value)`, the best fit for `value`) or field for property `name`.
    /// Returns the adapter and whether it takes the receiver (static members do not).
    pub fn property_setter(
        &mut self,
        class: ClassId,
        name: &str,
        value: Ref,
        statics: bool,
    ) -> Exec<Option<(MethodId, bool)>> {
        let setters = self.methods_named(class, &format!("set{}", capitalize(name)), statics);
        if let Some((m, _, false)) = self.best(&setters, &[value], false)? {
            return Ok(Some((self.adapter(m, AdapterKind::Invoke)?, !statics)));
        }
        match self.find_named_field(class, name, statics) {
            Some((owner, desc, is_static)) => Ok(Some((
                self.field_adapter(owner, name, &desc, is_static, true, false)?,
                !is_static,
            ))),
            None => Ok(None),
        }
    }

    /// A field named `name` of `class` or a superclass: (declaring class, descriptor, static).
    fn find_named_field(
        &self,
        class: ClassId,
        name: &str,
        statics: bool,
    ) -> Option<(ClassId, String, bool)> {
        let mut c = Some(class);
        while let Some(id) = c {
            let cl = self.classes.class(id);
            if let Some(f) = cl
                .fields
                .iter()
                .find(|f| f.name == name && (!statics || f.access & ACC_STATIC != 0))
            {
                return Some((id, f.descriptor.clone(), f.access & ACC_STATIC != 0));
            }
            c = cl.super_class;
        }
        None
    }

    /// The adapter that calls `target` (see the module documentation).
    pub fn adapter(&mut self, target: MethodId, kind: AdapterKind) -> Exec<MethodId> {
        if let Some(&m) = self.adapters.get(&(target, kind)) {
            return Ok(m);
        }
        let t = self.classes.method(target).clone();
        let owner = self.classes.class(t.class).clone();
        let key = (target, kind);
        let java = matches!(
            kind,
            AdapterKind::ReflectInvoke | AdapterKind::ReflectConstruct
        );
        let kind = match kind {
            AdapterKind::ReflectInvoke => AdapterKind::Invoke,
            AdapterKind::ReflectConstruct => AdapterKind::Construct,
            k => k,
        };
        let instance = kind != AdapterKind::Construct && !t.is_static();
        let mut b = Builder::new();
        let mut insns = Vec::new();
        let mut slot = 0usize;
        if kind == AdapterKind::Construct {
            let c = b.class(&owner.name);
            insns.push(Insn::New(c));
            insns.push(Insn::Dup);
        }
        if instance {
            insns.push(Insn::Load1(0));
            let c = b.class(&owner.name);
            insns.push(Insn::CheckCast(c));
            slot = 1;
        }
        for p in &t.mtype.params {
            insns.push(Insn::Load1(slot as u16));
            slot += 1;
            if java {
                from_object_java(&mut b, p, &mut insns);
            } else {
                from_object(&mut b, p, &mut insns);
            }
        }
        let m = b.method(&owner.name, &t.name, &t.descriptor, owner.is_interface());
        insns.push(match kind {
            AdapterKind::Construct | AdapterKind::Special => Insn::InvokeSpecial(m),
            _ if t.is_static() => Insn::InvokeStatic(m),
            _ if owner.is_interface() => Insn::InvokeInterface(m),
            _ => Insn::InvokeVirtual(m),
        });
        if kind != AdapterKind::Construct {
            to_object(&mut b, &t.mtype.ret, &mut insns);
        }
        insns.push(Insn::Return1);
        let descriptor = format!("({})Ljava/lang/Object;", "Ljava/lang/Object;".repeat(slot));
        let what = format!(
            "{}{}{:?}{}",
            t.name,
            t.descriptor,
            kind,
            if java { "Java" } else { "" }
        );
        let id = self.define_adapter(&owner.name, &what, b, insns, slot, &descriptor)?;
        self.adapters.insert(key, id);
        Ok(id)
    }

    /// An adapter reading (`(Object)Object`) or writing (`(Object, Object)Object`, returns
    /// null) a field.
    /// With `java`, a written value is a box of exactly the field's type or an instance of it
    /// (`Field.set` converts and checks it first); otherwise Groovy's conversions apply.
    pub fn field_adapter(
        &mut self,
        owner: ClassId,
        name: &str,
        desc: &str,
        is_static: bool,
        write: bool,
        java: bool,
    ) -> Exec<MethodId> {
        let key = (owner, name.to_string(), write, java);
        if let Some(&m) = self.field_adapters.get(&key) {
            return Ok(m);
        }
        let oname = self.classes.class(owner).name.clone();
        let mut b = Builder::new();
        let f = b.field(&oname, name, desc);
        let c = b.class(&oname);
        let mut insns = Vec::new();
        if !is_static {
            insns.push(Insn::Load1(0));
            insns.push(Insn::CheckCast(c));
        }
        let value_slot = u16::from(!is_static);
        if write {
            insns.push(Insn::Load1(value_slot));
            if java {
                from_object_java(&mut b, desc, &mut insns);
            } else {
                from_object(&mut b, desc, &mut insns);
            }
            insns.push(if is_static {
                Insn::PutStatic(f)
            } else {
                Insn::PutField(f)
            });
            insns.push(Insn::AconstNull);
        } else {
            insns.push(if is_static {
                Insn::GetStatic(f)
            } else {
                Insn::GetField(f)
            });
            to_object(&mut b, desc, &mut insns);
        }
        insns.push(Insn::Return1);
        let slots = usize::from(!is_static) + usize::from(write);
        let descriptor = format!("({})Ljava/lang/Object;", "Ljava/lang/Object;".repeat(slots));
        let what = format!(
            "{}{name}{desc}{}",
            if write { "set" } else { "get" },
            if java { "Java" } else { "" }
        );
        let id = self.define_adapter(&oname, &what, b, insns, slots, &descriptor)?;
        self.field_adapters.insert(key, id);
        Ok(id)
    }

    fn define_adapter(
        &mut self,
        host: &str,
        what: &str,
        b: Builder,
        insns: Vec<Insn>,
        locals: usize,
        descriptor: &str,
    ) -> Exec<MethodId> {
        let name = format!("{host}$$Groovy${:016x}", stable_id(what));
        let cf = ClassFile {
            major: 61,
            access: ACC_PUBLIC | 0x0010 | 0x1000,
            name,
            super_name: Some("java/lang/Object".into()),
            interfaces: Vec::new(),
            pool: b.pool.into(),
            fields: Vec::new(),
            methods: vec![MethodDef {
                name: "call".into(),
                descriptor: descriptor.into(),
                access: ACC_PUBLIC | ACC_STATIC,
                code: Some(code(insns, locals)),
                exceptions: Vec::new(),
                reflective: Default::default(),
            }],
            source_file: None,
            bootstrap_methods: Vec::new(),
            inner_classes: Vec::new(),
            enclosing_method: None,
            reflective: Default::default(),
        };
        let cid = self
            .classes
            .define(cf, Origin::Runtime)
            .map_err(Trap::Error)?;
        // Adapters have no static state and are only entered through `Trap::Call`, which
        // needs no initialization: they stay uninitialized, so that making one (the first
        // time a method is called dynamically) does not change the program state.
        self.sync_class_tables();
        self.classes
            .find_method(cid, "call", descriptor)
            .ok_or_else(|| Trap::Error(VmError::internal("", "adapter method missing")))
    }

    /// Hands over to `selected` through its adapter.
    pub fn call_selected(&mut self, selected: Selected, kind: AdapterKind) -> Exec<Option<Value>> {
        let adapter = self.adapter(selected.method, kind)?;
        let mut args: Vec<Value> = Vec::with_capacity(selected.args.len() + 1);
        if let Some(r) = selected.receiver {
            args.push(Value::Ref(r));
        }
        args.extend(selected.args.iter().map(|&r| Value::Ref(r)));
        Err(Trap::Call(adapter, args))
    }

    /// Hands over to the static Java method `name` of `ironpf.groovy.Dispatch`.
    pub fn call_dispatch_fallback(
        &mut self,
        name: &str,
        descriptor: &str,
        args: Vec<Value>,
    ) -> Exec<Option<Value>> {
        let c = self.load(DISPATCH_CLASS).map_err(Trap::Error)?;
        let m = self
            .classes
            .find_method(c, name, descriptor)
            .ok_or_else(|| {
                Trap::Error(VmError::internal(
                    "",
                    format!("{DISPATCH_CLASS}.{name}{descriptor} missing"),
                ))
            })?;
        Err(Trap::Call(m, args))
    }

    /// Whether `r` is a `java.lang.Class` object.
    pub fn is_class_object(&self, r: Ref) -> Exec<bool> {
        Ok(r != NULL && Some(self.class_of(r)?) == self.loaded("java/lang/Class"))
    }

    /// The most parameters any `doCall` of a closure's class takes (-1 if it has none).
    pub fn closure_max_parameters(&self, closure: Ref) -> Exec<i32> {
        let c = self.class_of(closure)?;
        Ok(self
            .methods_named(c, "doCall", false)
            .iter()
            .map(|&m| self.classes.method(m).mtype.params.len() as i32)
            .max()
            .unwrap_or(-1))
    }

    /// Whether `class` is an array class (for spread and iteration decisions).
    pub fn is_array_class(&self, class: ClassId) -> bool {
        matches!(self.classes.class(class).kind, ClassKind::Array { .. })
    }
}

/// Groovy's capitalization of a property name for its accessor (`name` -> `Name`).
fn capitalize(name: &str) -> String {
    let mut c = name.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The classes of Groovy 2.4's number distance table (`MetaClassHelper`), in its order:
/// primitives next to their boxes, then BigInteger, BigDecimal, Number and Object.
const NUMBER_TABLE_CLASSES: [&str; 20] = [
    "Z",
    "Ljava/lang/Boolean;",
    "B",
    "Ljava/lang/Byte;",
    "S",
    "Ljava/lang/Short;",
    "C",
    "Ljava/lang/Character;",
    "I",
    "Ljava/lang/Integer;",
    "J",
    "Ljava/lang/Long;",
    "Ljava/math/BigInteger;",
    "F",
    "Ljava/lang/Float;",
    "D",
    "Ljava/lang/Double;",
    "Ljava/math/BigDecimal;",
    "Ljava/lang/Number;",
    "Ljava/lang/Object;",
];

/// Groovy 2.4's distances from an argument of a boxed class (row) to a parameter of a class of
/// [`NUMBER_TABLE_CLASSES`] (column): lower is preferred. A BigDecimal prefers `Object` to
/// `double`; an Integer prefers `double` to `Number`.
const NUMBER_DISTANCES: [(&str, [u8; 20]); 10] = [
    (
        "java/lang/Boolean",
        [
            1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
        ],
    ),
    (
        "java/lang/Byte",
        [
            18, 19, 1, 0, 2, 3, 16, 17, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
        ],
    ),
    (
        "java/lang/Short",
        [
            18, 19, 14, 15, 1, 0, 16, 17, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
        ],
    ),
    (
        "java/lang/Character",
        [
            18, 19, 16, 17, 14, 15, 1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
        ],
    ),
    (
        "java/lang/Integer",
        [
            18, 19, 14, 15, 12, 13, 16, 17, 1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
        ],
    ),
    (
        "java/lang/Long",
        [
            18, 19, 14, 15, 12, 13, 16, 17, 10, 11, 1, 0, 2, 3, 4, 5, 6, 7, 8, 9,
        ],
    ),
    (
        "java/math/BigInteger",
        [
            18, 19, 9, 10, 7, 8, 16, 17, 5, 6, 3, 4, 0, 14, 15, 12, 13, 11, 1, 2,
        ],
    ),
    (
        "java/lang/Float",
        [
            18, 19, 14, 15, 12, 13, 16, 17, 10, 11, 8, 9, 7, 1, 0, 2, 3, 4, 5, 6,
        ],
    ),
    (
        "java/lang/Double",
        [
            18, 19, 14, 15, 12, 13, 16, 17, 10, 11, 8, 9, 7, 5, 6, 1, 0, 2, 3, 4,
        ],
    ),
    (
        "java/math/BigDecimal",
        [
            18, 19, 14, 15, 12, 13, 16, 17, 10, 11, 8, 9, 7, 5, 6, 3, 4, 0, 1, 2,
        ],
    ),
];

/// The cost of passing a boxed value of class `arg` to a parameter `param` when both are in
/// Groovy's number table: `Some(None)` when Groovy does not convert it (it widens integers,
/// converts any number to double and BigDecimal, any but a Double to float, BigInteger to int;
/// never narrows otherwise,
/// and converts nothing to or from boolean and char). None when the table does not decide.
fn number_cost(arg: &str, param: &str) -> Option<Option<u32>> {
    let (_, row) = NUMBER_DISTANCES.iter().find(|(name, _)| *name == arg)?;
    let column = NUMBER_TABLE_CLASSES.iter().position(|&c| c == param)?;
    // The parameter's box (Groovy autoboxes both sides before deciding).
    let to = if is_primitive(param) {
        box_of(param).0
    } else {
        &param[1..param.len() - 1]
    };
    let (integer, bigint) = (
        ["java/lang/Integer", "java/lang/Short", "java/lang/Byte"],
        "java/math/BigInteger",
    );
    let applicable = to == arg
        || match to {
            "java/lang/Object" => true,
            "java/lang/Number" => arg != "java/lang/Boolean" && arg != "java/lang/Character",
            "java/lang/Integer" => integer.contains(&arg) || arg == bigint,
            "java/lang/Long" => integer.contains(&arg),
            "java/lang/Float" => {
                integer.contains(&arg)
                    || matches!(
                        arg,
                        "java/lang/Long" | "java/math/BigInteger" | "java/math/BigDecimal"
                    )
            }
            "java/lang/Short" => arg == "java/lang/Byte",
            "java/math/BigInteger" => integer.contains(&arg) || arg == "java/lang/Long",
            "java/lang/Double" | "java/math/BigDecimal" => {
                arg != "java/lang/Boolean" && arg != "java/lang/Character"
            }
            _ => false,
        };
    Some(applicable.then_some(u32::from(row[column])))
}

/// The primitive of a boxed numeric class name.
fn numeric_box_prim(name: &str) -> Option<&'static str> {
    Some(match name {
        "java/lang/Integer" => "I",
        "java/lang/Long" => "J",
        "java/lang/Double" => "D",
        "java/lang/Float" => "F",
        "java/lang/Short" => "S",
        "java/lang/Byte" => "B",
        _ => return None,
    })
}

/// Converts the `Object` on top of the stack to a value of descriptor `to`.
fn from_object(b: &mut Builder, to: &str, out: &mut Vec<Insn>) {
    const DTT: &str = "org/codehaus/groovy/runtime/typehandling/DefaultTypeTransformation";
    if is_primitive(to) {
        let name = match to {
            "Z" => "booleanUnbox",
            "B" => "byteUnbox",
            "C" => "charUnbox",
            "S" => "shortUnbox",
            "I" => "intUnbox",
            "J" => "longUnbox",
            "F" => "floatUnbox",
            _ => "doubleUnbox",
        };
        let m = b.method(DTT, name, &format!("(Ljava/lang/Object;){to}"), false);
        out.push(Insn::InvokeStatic(m));
    } else if to == "Ljava/lang/String;" {
        let m = b.method(
            "org/codehaus/groovy/runtime/typehandling/ShortTypeHandling",
            "castToString",
            "(Ljava/lang/Object;)Ljava/lang/String;",
            false,
        );
        out.push(Insn::InvokeStatic(m));
    } else if to != "Ljava/lang/Object;" {
        let name = class_name_of_descriptor(to);
        let c = b.class(&name);
        if numeric_box_prim(&name).is_some()
            || name == "java/math/BigDecimal"
            || name == "java/math/BigInteger"
        {
            // Numbers convert between their types (Integer to Long, Integer to BigDecimal).
            let m = b.method(
                DTT,
                "castToType",
                "(Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;",
                false,
            );
            out.push(Insn::Ldc(c));
            out.push(Insn::InvokeStatic(m));
        }
        out.push(Insn::CheckCast(c));
    }
}

/// Converts the `Object` on top of the stack to descriptor `to` as Java's reflection does
/// once it has checked the value: a box of exactly the primitive type is unboxed, anything
/// else is cast.
fn from_object_java(b: &mut Builder, to: &str, out: &mut Vec<Insn>) {
    if is_primitive(to) {
        let (bx, value) = box_of(to);
        let c = b.class(bx);
        out.push(Insn::CheckCast(c));
        let m = b.method(bx, value, &format!("(){to}"), false);
        out.push(Insn::InvokeVirtual(m));
    } else if to != "Ljava/lang/Object;" {
        let c = b.class(&class_name_of_descriptor(to));
        out.push(Insn::CheckCast(c));
    }
}

/// Converts a value of descriptor `from` on top of the stack to an `Object` (boxing;
/// `null` for void).
fn to_object(b: &mut Builder, from: &str, out: &mut Vec<Insn>) {
    if from == "V" {
        out.push(Insn::AconstNull);
    } else if is_primitive(from) {
        let (bx, _) = box_of(from);
        let m = b.method(bx, "valueOf", &format!("({from})L{bx};"), false);
        out.push(Insn::InvokeStatic(m));
    }
}
