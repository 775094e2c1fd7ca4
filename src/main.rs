fn main() {
    std::process::exit(ironpf::cli::main());
}
