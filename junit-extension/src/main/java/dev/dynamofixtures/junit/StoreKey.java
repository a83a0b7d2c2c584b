package dev.dynamofixtures.junit;

/**
 * A key in the extension's {@link org.junit.jupiter.api.extension.ExtensionContext.Store}s. JUnit's stores look a
 * key up in the parent contexts' stores too, so every key names the context (or thread) it belongs to: a nested
 * class's own fixture never finds its enclosing class's.
 */
record StoreKey(String kind, Object owner) {
}
