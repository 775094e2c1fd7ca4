//! What keeps changing when a search goes ever deeper. A search of a program whose state
//! space is infinite (a counter in the app's `state`, a history that grows) or very large
//! never ends, and the user needs to learn why. Each time a strategy first reaches depth
//! 1,000, 2,000, 4,000, ... the engine takes a sample of the program state by name (every
//! primitive value, string and collection size reachable from the threads' frames and the
//! static fields, each under the shortest path of field names, map keys and list indices that
//! reaches it); the report names the locations whose values changed between the samples.
//! Depth is a path's length: under `none` and dpor every state along it was new when it was
//! reached, so a path that keeps growing is a path that keeps finding states.

use std::collections::{BTreeMap, HashSet, VecDeque};

use crate::runtime::ClassId;
use crate::vm::Vm;
use crate::vm::heap::{Array, Body};
use crate::vm::value::{NULL, Ref, Value};

/// The first depth sampled; each later sample is at twice the depth of the one before.
pub const FIRST_SAMPLE: usize = 1000;
/// At most this many objects are walked for a sample (a bound on its cost).
const MAX_OBJECTS: usize = 200_000;
/// At most this many elements of one array or collection are named.
const MAX_ELEMENTS: usize = 256;
/// At most this many changed locations are named in the warning.
const SHOWN: usize = 8;
/// Objects named by what they are wherever the walk reaches them (instead of by the path
/// that first reaches them), so that names read as the program's own: the SmartThings home.
const KNOWN_OBJECTS: &[(&str, &str)] = &[("ironpf/smartthings/Home", "home")];

/// The samples of one search.
pub struct Growth {
    next: usize,
    /// (depth, named values), the last three.
    samples: Vec<(usize, BTreeMap<String, String>)>,
}

impl Default for Growth {
    fn default() -> Growth {
        Growth {
            next: FIRST_SAMPLE,
            samples: Vec::new(),
        }
    }
}

impl Growth {
    /// The search stands in a state at `depth`: sampled when it is the first at the next
    /// sampling depth.
    pub fn reached(&mut self, vm: &Vm, depth: usize) {
        if depth < self.next {
            return;
        }
        self.next = depth.saturating_mul(2);
        self.samples.push((depth, named_values(vm)));
        if self.samples.len() > 3 {
            self.samples.remove(0);
        }
    }

    /// The report's warning, once the search has gone deep enough to sample twice.
    pub fn warning(&self) -> Option<String> {
        let [.., (d0, a), (d1, b)] = self.samples.as_slice() else {
            return None;
        };
        let earlier = (self.samples.len() == 3).then(|| &self.samples[0].1);
        let number = |v: Option<&String>| v.and_then(|x| x.parse::<f64>().ok());
        let mut changed: Vec<(u8, &String, String)> = b
            .iter()
            .filter_map(|(name, now)| {
                let then = a.get(name)?;
                (then != now).then(|| {
                    let before = earlier.and_then(|e| e.get(name));
                    // Shown first: numbers that keep growing (or shrinking), then values
                    // that changed in both intervals, then the rest.
                    let steady = before.is_some_and(|x| x != then);
                    let monotone = match (number(before), number(Some(then)), number(Some(now))) {
                        (Some(x), Some(y), Some(z)) => (x < y && y < z) || (x > y && y > z),
                        _ => false,
                    };
                    let values = match before {
                        Some(x) if steady => format!("{x} -> {then} -> {now}"),
                        _ => format!("{then} -> {now}"),
                    };
                    let rank = if monotone {
                        0
                    } else if steady {
                        1
                    } else {
                        2
                    };
                    (rank, name, values)
                })
            })
            .collect();
        changed.sort_by_key(|(rank, name, _)| (*rank, name.len()));
        let appeared: Vec<&String> = b.keys().filter(|k| !a.contains_key(*k)).collect();
        let mut text = format!(
            "the search reached depth {d1} (a path of {d1} transitions that kept finding new \
             states): the state space may be infinite, or too large to exhaust; between depths \
             {d0} and {d1}"
        );
        if changed.is_empty() && appeared.is_empty() {
            text.push_str(" no named value changed (the difference is in objects not sampled)");
            return Some(text);
        }
        if !changed.is_empty() {
            text.push_str(&format!(" {} value(s) changed: ", changed.len()));
            let shown: Vec<String> = changed
                .iter()
                .take(SHOWN)
                .map(|(_, name, values)| format!("{name}: {values}"))
                .collect();
            text.push_str(&shown.join("; "));
            if changed.len() > SHOWN {
                text.push_str("; ...");
            }
        }
        if !appeared.is_empty() {
            text.push_str(&format!(
                "{}{} location(s) appeared (e.g. {})",
                if changed.is_empty() { " " } else { "; " },
                appeared.len(),
                appeared
                    .iter()
                    .take(3)
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        Some(text)
    }
}

/// Every value of the program state under the shortest name that reaches it.
pub fn named_values(vm: &Vm) -> BTreeMap<String, String> {
    let mut w = Walk {
        vm,
        out: BTreeMap::new(),
        seen: HashSet::new(),
        queue: VecDeque::new(),
    };
    let threads = &vm.state.threads.list;
    for t in 0..threads.len() {
        let thread = crate::state::written_thread(&vm.state, t);
        for (i, f) in thread.frames.iter().enumerate() {
            let end = thread
                .frames
                .get(i + 1)
                .map(|n| n.base as usize)
                .unwrap_or(thread.stack.len());
            let m = vm.classes.method(f.method);
            let owner = short(&vm.classes.class(m.class).name);
            let prefix = if threads.len() > 1 {
                format!("thread {t} ")
            } else {
                String::new()
            };
            for (k, &v) in thread.stack[f.base as usize..end].iter().enumerate() {
                w.value(format!("{prefix}{owner}.{}()#{k}", m.name), v);
            }
        }
    }
    for c in crate::state::recorded_classes(vm) {
        let class = vm.classes.class(c);
        for &slot in &class.mutable_statics {
            let Some(f) = class
                .fields
                .iter()
                .find(|f| f.slot == slot && f.access & crate::classfile::ACC_STATIC != 0)
            else {
                continue;
            };
            let v = vm.state.statics[c as usize][slot as usize];
            w.value(format!("{}.{}", short(&class.name), f.name), v);
        }
    }
    w.run();
    w.out
}

/// A class's name without its package.
fn short(internal: &str) -> &str {
    internal.rsplit('/').next().unwrap_or(internal)
}

struct Walk<'a> {
    vm: &'a Vm,
    out: BTreeMap<String, String>,
    seen: HashSet<Ref>,
    queue: VecDeque<(Ref, String)>,
}

impl Walk<'_> {
    /// A value under `name`: a leaf, or an object queued to be walked under it.
    fn value(&mut self, name: String, v: Value) {
        let text = match v {
            Value::Top => return,
            Value::Int(i) => i.to_string(),
            Value::Long(l) => l.to_string(),
            Value::Float(f) => f.to_string(),
            Value::Double(d) => d.to_string(),
            Value::Ref(NULL) => "null".to_string(),
            Value::Ref(r) => match self.leaf(r) {
                Some(text) => text,
                None => {
                    if self.seen.insert(r) {
                        let name = self.known(r).map_or(name, str::to_string);
                        self.queue.push_back((r, name));
                    }
                    return;
                }
            },
        };
        self.out.insert(name, text);
    }

    /// The name of an object of [`KNOWN_OBJECTS`].
    fn known(&self, r: Ref) -> Option<&'static str> {
        let class = &self.vm.classes.class(self.vm.state.heap.get(r)?.class).name;
        KNOWN_OBJECTS
            .iter()
            .find(|(c, _)| c == class)
            .map(|(_, name)| *name)
    }

    /// The text of an object that is a value (a string, a boxed number), else None.
    fn leaf(&self, r: Ref) -> Option<String> {
        let obj = self.vm.state.heap.get(r)?;
        if obj.class == self.vm.known.string {
            return self.vm.rust_string(r).ok().map(|s| format!("{s:?}"));
        }
        let name = &self.vm.classes.class(obj.class).name;
        let boxed = matches!(
            name.as_str(),
            "java/lang/Integer"
                | "java/lang/Long"
                | "java/lang/Short"
                | "java/lang/Byte"
                | "java/lang/Character"
                | "java/lang/Boolean"
                | "java/lang/Float"
                | "java/lang/Double"
        );
        match (&obj.body, boxed) {
            (Body::Fields(f), true) if f.len() == 1 => Some(match f[0] {
                Value::Int(i) => i.to_string(),
                Value::Long(l) => l.to_string(),
                Value::Float(x) => x.to_string(),
                Value::Double(x) => x.to_string(),
                other => format!("{other:?}"),
            }),
            _ => None,
        }
    }

    fn run(&mut self) {
        let mut walked = 0;
        while let Some((r, name)) = self.queue.pop_front() {
            walked += 1;
            if walked > MAX_OBJECTS {
                break;
            }
            self.object(r, &name);
        }
    }

    fn object(&mut self, r: Ref, name: &str) {
        let vm = self.vm;
        let Some(obj) = vm.state.heap.get(r) else {
            return;
        };
        if obj.class == vm.known.class {
            return;
        }
        match &obj.body {
            Body::Array(a) => self.array(a, name),
            Body::Fields(fields) => {
                if self.map(obj.class, fields, name) || self.list(obj.class, fields, name) {
                    return;
                }
                let class = vm.classes.class(obj.class);
                for (slot, &v) in fields.iter().enumerate() {
                    if class.cache_fields.contains(&(slot as u32)) {
                        continue;
                    }
                    let field = field_name(vm, obj.class, slot as u32);
                    self.value(format!("{name}.{field}"), v);
                }
            }
        }
    }

    fn array(&mut self, a: &Array, name: &str) {
        let n = a.len().min(MAX_ELEMENTS);
        for i in 0..n {
            let v = match a {
                Array::Boolean(x) | Array::Byte(x) => Value::Int(x[i] as i32),
                Array::Char(x) => Value::Int(x[i] as i32),
                Array::Short(x) => Value::Int(x[i] as i32),
                Array::Int(x) => Value::Int(x[i]),
                Array::Long(x) => Value::Long(x[i]),
                Array::Float(x) => Value::Float(x[i]),
                Array::Double(x) => Value::Double(x[i]),
                Array::Ref(x) => Value::Ref(x[i]),
            };
            self.value(format!("{name}[{i}]"), v);
        }
        if a.len() > n {
            self.out
                .insert(format!("{name}.length"), a.len().to_string());
        }
    }

    /// A `java.util.HashMap` (or subclass): its entries as `name[key]` and its size.
    fn map(&mut self, class: ClassId, fields: &[Value], name: &str) -> bool {
        let vm = self.vm;
        let Some(table) = slot_in(vm, class, "java/util/HashMap", "table") else {
            return false;
        };
        let mut entries = Vec::new();
        // The node fields' slots, found once (a subclass's node keeps them: layouts inherit).
        let mut node_slots: Option<(u32, u32, u32)> = None;
        if let Value::Ref(t) = fields[table as usize]
            && let Some(Body::Array(Array::Ref(buckets))) = vm.state.heap.get(t).map(|o| &o.body)
        {
            for &b in buckets {
                let mut node = b;
                while node != NULL && entries.len() < MAX_ELEMENTS {
                    let Some(obj) = vm.state.heap.get(node) else {
                        break;
                    };
                    let Body::Fields(nf) = &obj.body else {
                        break;
                    };
                    if node_slots.is_none() {
                        let slot = |f: &str| slot_in(vm, obj.class, "java/util/HashMap$Node", f);
                        node_slots = match (slot("key"), slot("value"), slot("next")) {
                            (Some(k), Some(v), Some(n)) => Some((k, v, n)),
                            _ => break,
                        };
                    }
                    let Some((k, v, next)) = node_slots else {
                        break;
                    };
                    entries.push((nf[k as usize], nf[v as usize]));
                    node = match nf[next as usize] {
                        Value::Ref(n) => n,
                        _ => NULL,
                    };
                }
            }
        }
        self.out
            .insert(format!("{name}.size"), entries.len().to_string());
        for (k, v) in entries {
            let key = match k {
                Value::Ref(NULL) => "null".to_string(),
                Value::Ref(r) => self.leaf(r).unwrap_or_else(|| "object".to_string()),
                other => format!("{other:?}"),
            };
            self.value(format!("{name}[{key}]"), v);
        }
        true
    }

    /// A `java.util.ArrayList` (or subclass): its elements as `name[i]` and its size.
    fn list(&mut self, class: ClassId, fields: &[Value], name: &str) -> bool {
        let vm = self.vm;
        let (Some(data), Some(size)) = (
            slot_in(vm, class, "java/util/ArrayList", "elementData"),
            slot_in(vm, class, "java/util/ArrayList", "size"),
        ) else {
            return false;
        };
        let n = match fields[size as usize] {
            Value::Int(n) => n.max(0) as usize,
            _ => 0,
        };
        self.out.insert(format!("{name}.size"), n.to_string());
        if let Value::Ref(d) = fields[data as usize]
            && let Some(Body::Array(Array::Ref(elements))) = vm.state.heap.get(d).map(|o| &o.body)
        {
            for (i, &e) in elements.iter().take(n.min(MAX_ELEMENTS)).enumerate() {
                self.value(format!("{name}[{i}]"), Value::Ref(e));
            }
        }
        true
    }
}

/// The slot of instance field `field` of `class`, when `class` is `ancestor` or a subclass
/// of it (the library class whose layout the walk knows).
fn slot_in(vm: &Vm, class: ClassId, ancestor: &str, field: &str) -> Option<u32> {
    let mut c = Some(class);
    while let Some(id) = c {
        let k = vm.classes.class(id);
        if k.name == ancestor {
            return vm.field_slot(class, field).ok();
        }
        c = k.super_class;
    }
    None
}

/// The name of instance slot `slot` of an object of `class`.
fn field_name(vm: &Vm, class: ClassId, slot: u32) -> String {
    let mut c = Some(class);
    while let Some(id) = c {
        let k = vm.classes.class(id);
        if let Some(f) = k
            .fields
            .iter()
            .find(|f| f.slot == slot && f.access & crate::classfile::ACC_STATIC == 0)
        {
            return f.name.clone();
        }
        c = k.super_class;
    }
    format!("#{slot}")
}
