package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.internal.dataset.Source;
import dev.dynamofixtures.junit.internal.Backend;
import dev.dynamofixtures.junit.internal.Backends;
import dev.dynamofixtures.junit.internal.FixtureSeed;
import dev.dynamofixtures.junit.internal.backend.BackendSetupException;
import dev.dynamofixtures.junit.internal.backend.BackendUnavailableException;
import dev.dynamofixtures.junit.internal.backend.TableNames;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.TestInstanceFactoryContext;
import org.junit.platform.commons.support.AnnotationSupport;
import org.opentest4j.TestAbortedException;

/**
 * Which fixture database each part of a test class gets, and where it is kept: all state lives in JUnit's stores,
 * so it is closed with the context it belongs to.
 *
 * <ul>
 *   <li>The <em>owner</em> of a context is the nearest class context, itself or enclosing, whose class declares or
 *       inherits {@link DynamoFixture}. Its store holds the class fixture: the seeded database, opened once.</li>
 *   <li>A test's store holds the test fixture: a fork of its owner's class fixture, with its {@link DynamoSeed}
 *       datasets, made on first request.</li>
 *   <li>Constructor parameters of a per-method instance get the fork the test will claim ({@link Instantiation}).</li>
 * </ul>
 * The root store holds what the whole run shares: the backends and the parsed seed datasets.
 */
final class Fixtures {
    static final Namespace NAMESPACE = Namespace.create(DynamoFixtureExtension.class);

    private Fixtures() {
    }

    /** The fixture for a parameter: the test's in a test, the class's for class-level methods and PER_CLASS instances. */
    static Fixture forParameter(ParameterContext parameter, ExtensionContext context) {
        if (context.getTestMethod().isPresent()) {
            return testFixture(context);
        }
        if (parameter.getDeclaringExecutable() instanceof Constructor<?> && lifecycle(context) == Lifecycle.PER_METHOD) {
            return instantiationFixture(context);
        }
        return classFixture(context);
    }

    /** The seeded database of the fixture that applies to {@code context}, opened on first request. */
    static Fixture classFixture(ExtensionContext context) {
        ExtensionContext owner = owner(context);
        return owner.getStore(NAMESPACE).getOrComputeIfAbsent(new StoreKey("class", owner.getUniqueId()),
                key -> open(owner), Fixture.class);
    }

    /** The fork of the test of {@code context} (a test's context), made on first request. */
    static Fixture testFixture(ExtensionContext context) {
        return context.getStore(NAMESPACE).getOrComputeIfAbsent(testKey(context), key -> newTestFixture(context),
                Fixture.class);
    }

    /** The fixture a failed test used, if it used one: its fork, or the class's under PER_CLASS. */
    static Optional<Fixture> usedBy(ExtensionContext context) {
        Fixture test = context.getStore(NAMESPACE).get(testKey(context), Fixture.class);
        if (test != null || lifecycle(context) != Lifecycle.PER_CLASS) {
            return Optional.ofNullable(test);
        }
        ExtensionContext owner = owner(context);
        return Optional.ofNullable(owner.getStore(NAMESPACE).get(new StoreKey("class", owner.getUniqueId()), Fixture.class));
    }

    /** True when constructors on this thread made forks that the test of {@code context} has not claimed yet. */
    static boolean hasUnclaimedInstantiation(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).get(Instantiation.keyForCurrentThread(), Instantiation.class) != null;
    }

    /** Called before each test instance is constructed: a new chain of instances drops the forks a failed one left. */
    static void instantiationStarts(TestInstanceFactoryContext factory, ExtensionContext context) {
        boolean startsChain = factory.getOuterInstance().isEmpty()
                || context.getParent().flatMap(ExtensionContext::getTestInstanceLifecycle).orElse(Lifecycle.PER_METHOD)
                == Lifecycle.PER_CLASS;
        if (startsChain) {
            Instantiation stale = context.getRoot().getStore(NAMESPACE)
                    .remove(Instantiation.keyForCurrentThread(), Instantiation.class);
            if (stale != null) {
                stale.close();
            }
        }
    }

    /** Seeds the class fixture now, when {@code context} is the class that declares the fixture. */
    static void openIfOwner(ExtensionContext context) {
        if (owner(context) == context) {
            classFixture(context);
        }
    }

    private static Fixture instantiationFixture(ExtensionContext context) {
        ExtensionContext owner = owner(context);
        Instantiation instantiation = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(
                Instantiation.keyForCurrentThread(), key -> new Instantiation(), Instantiation.class);
        return instantiation.fixture(owner.getUniqueId(), () -> classFixture(owner).fork());
    }

    private static Fixture newTestFixture(ExtensionContext context) {
        String ownerId = owner(context).getUniqueId();
        Fixture fixture = null;
        Instantiation instantiation = context.getRoot().getStore(NAMESPACE)
                .remove(Instantiation.keyForCurrentThread(), Instantiation.class);
        if (instantiation != null) {
            for (Map.Entry<String, Fixture> claimed : instantiation.claim().entrySet()) {
                if (claimed.getKey().equals(ownerId)) {
                    fixture = claimed.getValue();
                } else {
                    // an enclosing instance's fork, of another fixture: it lives as long as this test
                    context.getStore(NAMESPACE).put(new StoreKey("enclosing " + claimed.getKey(), context.getUniqueId()),
                            claimed.getValue());
                }
            }
        }
        if (fixture == null) {
            fixture = classFixture(context).fork();
        }
        try {
            seedMethod(context, fixture);
        } catch (RuntimeException e) {
            fixture.close();
            throw e;
        }
        return fixture;
    }

    private static void seedMethod(ExtensionContext context, Fixture fixture) {
        Method method = context.getRequiredTestMethod();
        Optional<DynamoSeed> seed = AnnotationSupport.findAnnotation(method, DynamoSeed.class);
        if (seed.isEmpty()) {
            return;
        }
        String where = "@DynamoSeed on " + method.getDeclaringClass().getName() + "." + method.getName() + "()";
        ExtensionContext owner = owner(context);
        List<Source> sources = Seeds.sources(context.getRequiredTestClass(), seed.get().value(), where);
        try {
            Dataset classSeed = classSeed(owner);
            Dataset extra = owner.getStore(NAMESPACE).getOrComputeIfAbsent(
                    new StoreKey("method seed " + names(sources), owner.getUniqueId()),
                    key -> Seeds.readAlongside(classSeed, sources), Dataset.class);
            fixture.database().seed(extra);
        } catch (DatasetException e) {
            throw new ExtensionConfigurationException(where + " cannot be loaded. " + e.getMessage(), e);
        }
    }

    private static Fixture open(ExtensionContext owner) {
        Class<?> testClass = owner.getRequiredTestClass();
        DynamoFixture fixture = AnnotationSupport.findAnnotation(testClass, DynamoFixture.class).orElseThrow();
        String where = "@DynamoFixture on " + testClass.getName();
        Backend backend = BackendChoice.backend(owner, fixture, where);
        Optional<Instant> clock = clock(fixture, where);
        Optional<String> tablePrefix = tablePrefix(fixture, where);
        try {
            return new Fixture(backend.open(new FixtureSeed(testClass, classSeed(owner), clock, tablePrefix)),
                    backend.name());
        } catch (DatasetException e) {
            throw new ExtensionConfigurationException(where + " cannot load its seed. " + e.getMessage(), e);
        } catch (BackendSetupException e) {
            throw new ExtensionConfigurationException(e.getMessage(), e);
        } catch (BackendUnavailableException e) {
            throw new TestAbortedException(e.getMessage(), e);
        }
    }

    /**
     * Whether the class of {@code context} can run: disabled, with the reason, when it declares a fixture whose
     * backend cannot run on this machine (no Docker for {@code testcontainers}). The remote backend is opened and
     * seeded here for that; any other problem is left for {@code beforeAll} to report as the class's failure.
     */
    static ConditionEvaluationResult availability(ExtensionContext context) {
        if (context.getTestMethod().isPresent() || context.getTestClass().isEmpty()
                || !AnnotationSupport.isAnnotated(context.getRequiredTestClass(), DynamoFixture.class)) {
            return ConditionEvaluationResult.enabled("no @DynamoFixture declared here");
        }
        try {
            DynamoFixture fixture = AnnotationSupport.findAnnotation(context.getRequiredTestClass(), DynamoFixture.class)
                    .orElseThrow();
            String backend = BackendChoice.name(context, fixture, "@DynamoFixture on " + context.getRequiredTestClass());
            if (Backends.isInMemory(backend)) {
                return ConditionEvaluationResult.enabled("the in-memory backend always runs");
            }
            classFixture(context);
        } catch (TestAbortedException e) {
            return ConditionEvaluationResult.disabled(e.getMessage());
        } catch (RuntimeException e) {
            return ConditionEvaluationResult.enabled("beforeAll reports the fixture's failure");
        }
        return ConditionEvaluationResult.enabled("the backend is available");
    }

    private static Optional<String> tablePrefix(DynamoFixture fixture, String where) {
        if (fixture.tablePrefix().isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(TableNames.prefix(fixture.tablePrefix()).prefix());
        } catch (IllegalArgumentException e) {
            throw new ExtensionConfigurationException(where + " has tablePrefix = \"" + fixture.tablePrefix() + "\": "
                    + e.getMessage(), e);
        }
    }

    /** The owner's seed, read once per run for all the classes that name the same datasets. */
    static Dataset classSeed(ExtensionContext owner) {
        Class<?> testClass = owner.getRequiredTestClass();
        DynamoFixture fixture = AnnotationSupport.findAnnotation(testClass, DynamoFixture.class).orElseThrow();
        List<Source> sources = Seeds.sources(testClass, fixture.seed(), "@DynamoFixture on " + testClass.getName());
        return owner.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(new StoreKey("seed", names(sources)),
                key -> Seeds.read(sources), Dataset.class);
    }

    private static Optional<Instant> clock(DynamoFixture fixture, String where) {
        if (fixture.clock().isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(fixture.clock().trim()));
        } catch (DateTimeParseException e) {
            throw new ExtensionConfigurationException(where + " has clock = \"" + fixture.clock() + "\", which is not "
                    + "an ISO-8601 instant: write it as \"2030-01-01T09:00:00Z\"", e);
        }
    }

    /** The nearest class context, {@code context} or an enclosing one, whose class declares or inherits the fixture. */
    static ExtensionContext owner(ExtensionContext context) {
        for (Optional<ExtensionContext> at = Optional.of(context); at.isPresent(); at = at.get().getParent()) {
            ExtensionContext candidate = at.get();
            if (candidate.getTestMethod().isEmpty() && candidate.getTestClass().isPresent()
                    && AnnotationSupport.isAnnotated(candidate.getRequiredTestClass(), DynamoFixture.class)) {
                return candidate;
            }
        }
        throw new ExtensionConfigurationException(context.getTestClass().map(Class::getName).orElse("This test")
                + " uses Dynamo Fixtures (@DynamoSeed or an injected database) but neither it nor an enclosing class "
                + "is annotated with @DynamoFixture: add @DynamoFixture to the class");
    }

    private static Lifecycle lifecycle(ExtensionContext context) {
        return context.getTestInstanceLifecycle().orElse(Lifecycle.PER_METHOD);
    }

    private static StoreKey testKey(ExtensionContext context) {
        return new StoreKey("test", context.getUniqueId());
    }

    private static List<String> names(List<Source> sources) {
        return sources.stream().map(Source::name).toList();
    }
}
