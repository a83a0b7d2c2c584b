package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetReader;
import dev.dynamofixtures.core.internal.dataset.Source;
import java.lang.annotation.Annotation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Finds the datasets a {@link DynamoFixture} or {@link DynamoSeed} names and reads them. A name is a classpath
 * resource looked up next to the test class (in its package, then in the packages of its superclasses and of the
 * annotations on it that carry the fixture) and then from the classpath root; {@code /name} is absolute;
 * {@code file:path} is a file, relative to the working directory. Names that find nothing are reported together,
 * with every place looked in.
 */
final class Seeds {
    private static final String FILE_PREFIX = "file:";

    private Seeds() {
    }

    /** The dataset of these sources, read together (an empty dataset for none). */
    static Dataset read(List<Source> sources) {
        return sources.isEmpty() ? Dataset.empty() : DatasetAccess.dataset(DatasetReader.read(sources));
    }

    /**
     * The dataset of a test's extra sources, read together with the tables of the class's seed (so they may add items
     * to those tables); it includes those tables, without the class's items.
     */
    static Dataset readAlongside(Dataset classSeed, List<Source> sources) {
        List<DatasetTable> known = classSeed.tables();
        return DatasetAccess.dataset(DatasetReader.readAlongside(known, sources));
    }

    /**
     * The sources these names find, in order.
     *
     * @param where the annotation and element naming them, for the message when some find nothing
     * @throws ExtensionConfigurationException naming every name that finds nothing, and where it was looked for
     */
    static List<Source> sources(Class<?> testClass, String[] names, String where) {
        ClassLoader loader = loader(testClass);
        List<Source> sources = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String name : names) {
            if (name.isBlank()) {
                missing.add("a blank name: give a classpath resource (\"orders.yml\"), an absolute one "
                        + "(\"/datasets/orders.yml\") or a file (\"file:src/test/data/orders.yml\")");
            } else if (name.startsWith(FILE_PREFIX)) {
                Path file = Path.of(name.substring(FILE_PREFIX.length()));
                if (Files.isRegularFile(file)) {
                    sources.add(Source.file(file));
                } else {
                    missing.add("\"" + name + "\": no such file (looked for " + file.toAbsolutePath().normalize() + ")");
                }
            } else {
                List<String> candidates = candidates(testClass, name);
                String found = candidates.stream().filter(c -> loader.getResource(c) != null).findFirst().orElse(null);
                if (found == null) {
                    missing.add("\"" + name + "\": no such classpath resource (looked for " + String.join(", ", candidates)
                            + ")");
                } else {
                    sources.add(Source.resource(loader, found));
                }
            }
        }
        if (!missing.isEmpty()) {
            throw new ExtensionConfigurationException(where + " names datasets that cannot be found:"
                    + System.lineSeparator() + "  " + String.join(System.lineSeparator() + "  ", missing));
        }
        return sources;
    }

    /** The resource names a seed name may stand for, in the order they are tried. */
    private static List<String> candidates(Class<?> testClass, String name) {
        if (name.startsWith("/")) {
            return List.of(name.substring(1));
        }
        Set<String> candidates = new LinkedHashSet<>();
        for (Class<?> type = testClass; type != null && type != Object.class; type = type.getSuperclass()) {
            candidates.add(inPackageOf(type, name));
            for (Annotation annotation : type.getDeclaredAnnotations()) {
                Class<? extends Annotation> annotationType = annotation.annotationType();
                if (annotationType != DynamoFixture.class
                        && AnnotationSupport.isAnnotated(annotationType, DynamoFixture.class)) {
                    candidates.add(inPackageOf(annotationType, name));
                }
            }
        }
        candidates.add(name);
        return List.copyOf(candidates);
    }

    private static String inPackageOf(Class<?> type, String name) {
        String packageName = type.getPackageName();
        return packageName.isEmpty() ? name : packageName.replace('.', '/') + "/" + name;
    }

    private static ClassLoader loader(Class<?> testClass) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : testClass.getClassLoader();
    }
}
