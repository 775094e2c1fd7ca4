/// mimalloc instead of the system allocator: a search allocates and frees millions of small
/// objects (heap objects, field arrays, snapshot buffers), and glibc's malloc took about a
/// sixth of a SmartThings pair's search time (measured with callgrind).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(ironpf::cli::main());
}
