package ironpf.groovy;

/**
 * Marks objects whose missing methods a list of them answers element by element: a call that
 * no method of a list answers, on a non-empty list whose elements all carry this mark, is made
 * on each element and returns the list of results. SmartThings does this for devices: a
 * command sent to any list of devices (`(switches + lights).on()`) goes to each.
 */
public interface SpreadCalls {}
