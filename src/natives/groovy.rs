//! The natives of `ironpf.groovy.Dispatch`, the Groovy runtime's dynamic dispatch: each
//! selects a method, property accessor or constructor (`vm::groovy`) and hands over to it, or
//! to a Java fallback of `Dispatch` that handles what no member answers (maps, scripts'
//! bindings, spreading over lists, the Groovy exceptions).

use super::{NativeFn, arg_ref};
use crate::error::VmError;
use crate::runtime::stable_id;
use crate::vm::groovy::AdapterKind;
use crate::vm::heap::{Array, Body, PERMANENT};
use crate::vm::value::{NULL, Ref, Value};
use crate::vm::{Exec, Trap, Vm};

pub const NATIVES: &[(&str, NativeFn)] = &[
    (
        "ironpf/groovy/Dispatch.invoke(Ljava/lang/Object;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/Object;",
        invoke,
    ),
    (
        "ironpf/groovy/Dispatch.respondsTo(Ljava/lang/Object;Ljava/lang/String;[Ljava/lang/Object;)Z",
        responds_to,
    ),
    (
        "ironpf/groovy/Dispatch.construct(Ljava/lang/Class;[Ljava/lang/Object;)Ljava/lang/Object;",
        construct,
    ),
    (
        "ironpf/groovy/Dispatch.hasConstructor(Ljava/lang/Class;[Ljava/lang/Object;)Z",
        has_constructor,
    ),
    (
        "ironpf/groovy/Dispatch.getProperty(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;",
        get_property,
    ),
    (
        "ironpf/groovy/Dispatch.hasProperty(Ljava/lang/Object;Ljava/lang/String;)Z",
        has_property,
    ),
    (
        "ironpf/groovy/Dispatch.setProperty(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/Object;",
        set_property,
    ),
    (
        "ironpf/groovy/Dispatch.maxParameters(Ljava/lang/Object;)I",
        max_parameters,
    ),
    (
        "ironpf/groovy/Dispatch.callSites(Ljava/lang/Class;[Ljava/lang/String;)[Lorg/codehaus/groovy/runtime/callsite/CallSite;",
        call_sites,
    ),
    (
        "ironpf/groovy/Dispatch.constructorDescriptor(Ljava/lang/Class;[Ljava/lang/Object;)Ljava/lang/String;",
        constructor_descriptor,
    ),
    (
        "ironpf/groovy/Dispatch.invokeSuper(Ljava/lang/Class;Ljava/lang/Object;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/Object;",
        invoke_super,
    ),
];

/// The call sites of a compiled Groovy class: made once per run as permanent machinery
/// (immutable, outside the program state), named by the class and index. The holder the
/// class caches them in (`$callSiteArray`, a SoftReference to a CallSiteArray) is made
/// permanent too and recorded in [`Vm::machinery_holders`], so that a restored state finds
/// the cache filled: the class's generated code would otherwise rebuild its table of names
/// (hundreds of instructions) in the first transition after every restore.
fn call_sites(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let owner = vm.class_of_class_object(arg_ref(args, 0)?)?;
    if let Some(&r) = vm.call_site_arrays.get(&owner) {
        return Ok(Some(Value::Ref(r)));
    }
    let names = object_array(vm, arg_ref(args, 1)?)?;
    let site_class = vm
        .load("ironpf/groovy/DynamicCallSite")
        .map_err(Trap::Error)?;
    let name_slot = vm.field_slot(site_class, "name")?;
    let owner_name = vm.classes.class(owner).name.clone();
    let collision = || {
        Trap::Error(VmError::internal(
            "",
            format!("call-site key collision in {owner_name}"),
        ))
    };
    let mut sites = Vec::with_capacity(names.len());
    for (i, &n) in names.iter().enumerate() {
        // groovyc fills the names with `ldc`: permanent literals, shared with every other
        // use of the same text (so a map keyed by the literal finds the name by identity).
        let name = if n & PERMANENT != 0 {
            n
        } else {
            let units = vm.string_units(n)?;
            vm.literal(&units)?
        };
        let site = vm.new_object(site_class);
        vm.set_field(site, name_slot, Value::Ref(name))?;
        let key = stable_id(&format!("{owner_name}#{i}"));
        sites.push(
            vm.state
                .heap
                .make_permanent(site, key)
                .ok_or_else(collision)?,
        );
    }
    let array_class = vm
        .load("[Lorg/codehaus/groovy/runtime/callsite/CallSite;")
        .map_err(Trap::Error)?;
    let array = vm
        .state
        .heap
        .alloc(array_class, Body::Array(Array::Ref(sites)));
    let key = stable_id(&format!("{owner_name}#callsites"));
    let array = vm
        .state
        .heap
        .make_permanent(array, key)
        .ok_or_else(collision)?;
    vm.call_site_arrays.insert(owner, array);
    if let Some(slot) = vm.classes.class(owner).static_slot("$callSiteArray") {
        let holder_class = vm
            .load("org/codehaus/groovy/runtime/callsite/CallSiteArray")
            .map_err(Trap::Error)?;
        let owner_object = vm.class_object(owner);
        let holder = permanent_object(
            vm,
            holder_class,
            &[("array", array), ("owner", owner_object)],
            &format!("{owner_name}#callsitearray"),
        )?;
        let soft_class = vm
            .load("java/lang/ref/SoftReference")
            .map_err(Trap::Error)?;
        let soft = permanent_object(
            vm,
            soft_class,
            &[("referent", holder)],
            &format!("{owner_name}#callsitecache"),
        )?;
        vm.machinery_holders.push((owner, slot, soft));
    }
    Ok(Some(Value::Ref(array)))
}

/// A new object of `class` with the reference `fields` set, made permanent under the stable
/// name `key` (runtime machinery: its reference is its name, the object is not state).
fn permanent_object(
    vm: &mut Vm,
    class: crate::runtime::ClassId,
    fields: &[(&str, Ref)],
    key: &str,
) -> Exec<Ref> {
    let object = vm.new_object(class);
    for &(name, value) in fields {
        let slot = vm.field_slot(class, name)?;
        vm.set_field(object, slot, Value::Ref(value))?;
    }
    vm.state
        .heap
        .make_permanent(object, stable_id(key))
        .ok_or_else(|| {
            Trap::Error(VmError::internal(
                "",
                format!("call-site key collision in {key}"),
            ))
        })
}

fn constructor_descriptor(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let class = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let call_args = object_array(vm, arg_ref(args, 1)?)?;
    match vm.select_constructor(class, &call_args)? {
        Some(s) => {
            let desc = vm.classes.method(s.method).descriptor.clone();
            Ok(Some(Value::Ref(vm.new_string(&desc)?)))
        }
        None => Ok(Some(Value::NULL)),
    }
}

fn invoke_super(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let sender = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let receiver = arg_ref(args, 1)?;
    let name = name_arg(vm, args, 2)?;
    let call_args = object_array(vm, arg_ref(args, 3)?)?;
    match vm.select_super_method(sender, receiver, &name, &call_args)? {
        Some(s) => vm.call_selected(s, AdapterKind::Special),
        None => vm.call_dispatch_fallback(
            "missingMethod",
            "(Ljava/lang/Object;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/Object;",
            vec![args[1], args[2], args[3]],
        ),
    }
}

/// The elements of an `Object[]` argument.
fn object_array(vm: &Vm, r: Ref) -> Exec<Vec<Ref>> {
    if r == NULL {
        return Ok(Vec::new());
    }
    match vm.state.heap.get(r).map(|o| &o.body) {
        Some(Body::Array(Array::Ref(v))) => Ok(v.clone()),
        _ => Err(Trap::Error(VmError::internal(
            "",
            "dispatch arguments are not an Object[]",
        ))),
    }
}

fn name_arg(vm: &mut Vm, args: &[Value], i: usize) -> Exec<std::rc::Rc<str>> {
    vm.name_text(arg_ref(args, i)?)
}

fn invoke(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let receiver = arg_ref(args, 0)?;
    let name = name_arg(vm, args, 1)?;
    let call_args = object_array(vm, arg_ref(args, 2)?)?;
    match vm.select_method(receiver, &name, &call_args)? {
        Some(s) => vm.call_selected(s, AdapterKind::Invoke),
        None => vm.call_dispatch_fallback(
            "missingMethod",
            "(Ljava/lang/Object;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/Object;",
            args.to_vec(),
        ),
    }
}

fn responds_to(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let receiver = arg_ref(args, 0)?;
    let name = name_arg(vm, args, 1)?;
    let call_args = object_array(vm, arg_ref(args, 2)?)?;
    let found = vm.select_method(receiver, &name, &call_args)?.is_some();
    Ok(Some(Value::Int(i32::from(found))))
}

fn construct(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let class = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let call_args = object_array(vm, arg_ref(args, 1)?)?;
    match vm.select_constructor(class, &call_args)? {
        Some(s) => vm.call_selected(s, AdapterKind::Construct),
        None => vm.call_dispatch_fallback(
            "missingConstructor",
            "(Ljava/lang/Class;[Ljava/lang/Object;)Ljava/lang/Object;",
            args.to_vec(),
        ),
    }
}

fn has_constructor(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let class = vm.class_of_class_object(arg_ref(args, 0)?)?;
    let call_args = object_array(vm, arg_ref(args, 1)?)?;
    let found = vm.select_constructor(class, &call_args)?.is_some();
    Ok(Some(Value::Int(i32::from(found))))
}

/// The getter or field adapter for property `name` of `receiver` and whether it takes the
/// receiver: for a Class object, the represented class's static members first.
fn getter_of(
    vm: &mut Vm,
    receiver: Ref,
    name: &str,
) -> Exec<Option<(crate::runtime::MethodId, bool)>> {
    if receiver == NULL {
        return Ok(None);
    }
    if vm.is_class_object(receiver)? {
        let represented = vm.class_of_class_object(receiver)?;
        if let Some(g) = vm.property_getter(represented, name, true)? {
            return Ok(Some(g));
        }
    }
    let c = vm.class_of(receiver)?;
    vm.property_getter(c, name, false)
}

fn get_property(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let receiver = arg_ref(args, 0)?;
    let name = name_arg(vm, args, 1)?;
    match getter_of(vm, receiver, &name)? {
        Some((adapter, takes_receiver)) => {
            let call = if takes_receiver {
                vec![Value::Ref(receiver)]
            } else {
                Vec::new()
            };
            Err(Trap::Call(adapter, call))
        }
        None => vm.call_dispatch_fallback(
            "missingProperty",
            "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;",
            args.to_vec(),
        ),
    }
}

fn has_property(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let receiver = arg_ref(args, 0)?;
    let name = name_arg(vm, args, 1)?;
    let found = getter_of(vm, receiver, &name)?.is_some();
    Ok(Some(Value::Int(i32::from(found))))
}

fn set_property(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let receiver = arg_ref(args, 0)?;
    let name = name_arg(vm, args, 1)?;
    let value = arg_ref(args, 2)?;
    let mut setter = None;
    if receiver != NULL {
        if vm.is_class_object(receiver)? {
            let represented = vm.class_of_class_object(receiver)?;
            setter = vm.property_setter(represented, &name, value, true)?;
        }
        if setter.is_none() {
            let c = vm.class_of(receiver)?;
            setter = vm.property_setter(c, &name, value, false)?;
        }
    }
    match setter {
        Some((adapter, takes_receiver)) => {
            let mut call = Vec::new();
            if takes_receiver {
                call.push(Value::Ref(receiver));
            }
            call.push(Value::Ref(value));
            Err(Trap::Call(adapter, call))
        }
        None => vm.call_dispatch_fallback(
            "missingPropertyForSet",
            "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/Object;",
            args.to_vec(),
        ),
    }
}

fn max_parameters(vm: &mut Vm, args: &[Value]) -> Exec<Option<Value>> {
    let closure = arg_ref(args, 0)?;
    Ok(Some(Value::Int(vm.closure_max_parameters(closure)?)))
}
