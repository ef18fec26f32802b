/// The theme ships as a resource; the build lints it.
public let themeName = "Brand"
