/** Replaces the class Sup of ../linkage with an interface of the same name. */
interface Sup {}
