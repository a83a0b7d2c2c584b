package dev.dynamofixtures.junit;

import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.junit.platform.commons.support.ReflectionSupport;

/**
 * Sets the instance fields of a test instance (its class and superclasses) that are of an {@link Injectable} type,
 * neither static nor final, and still {@code null}: a field the test initialised itself is left alone. The fixture
 * is asked for only when some field needs it, so a class without such fields makes no fork.
 */
final class FieldInjector {
    private FieldInjector() {
    }

    /** Injects the fields of {@code instance} from the fixture {@code fixture} supplies. */
    static void inject(Object instance, Supplier<Fixture> fixture) {
        Fixture supplied = null;
        for (Field field : injectableFields(instance.getClass())) {
            try {
                field.setAccessible(true);
                if (field.get(instance) == null) {
                    if (supplied == null) {
                        supplied = fixture.get();
                    }
                    field.set(instance, Injectable.of(field.getType()).orElseThrow().value(supplied));
                }
            } catch (IllegalAccessException | InaccessibleObjectException e) {
                throw new ExtensionConfigurationException("@DynamoFixture cannot set the field " + field.getName() + " of "
                        + field.getDeclaringClass().getName() + ": " + e.getMessage(), e);
            } catch (UnsupportedOperationException e) {
                throw new ExtensionConfigurationException("@DynamoFixture cannot set the field " + field.getName() + " of "
                        + field.getDeclaringClass().getName() + ": " + e.getMessage(), e);
            }
        }
    }

    private static List<Field> injectableFields(Class<?> type) {
        return ReflectionSupport.findFields(type, field -> !Modifier.isStatic(field.getModifiers())
                && !Modifier.isFinal(field.getModifiers()) && Injectable.of(field.getType()).isPresent(),
                HierarchyTraversalMode.TOP_DOWN);
    }
}
