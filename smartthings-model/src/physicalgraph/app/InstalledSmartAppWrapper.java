package physicalgraph.app;

/** The name SmartThings gives the objects apps receive; apps may declare parameters of this type. */
public interface InstalledSmartAppWrapper {
}
