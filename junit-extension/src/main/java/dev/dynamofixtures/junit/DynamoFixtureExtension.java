package dev.dynamofixtures.junit;

import java.lang.reflect.Method;
import java.util.Arrays;
import org.junit.jupiter.api.TestInstance.Lifecycle;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestInstanceFactoryContext;
import org.junit.jupiter.api.extension.TestInstancePostProcessor;
import org.junit.jupiter.api.extension.TestInstancePreConstructCallback;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The extension behind {@link DynamoFixture} and {@link DynamoSeed}: skips a class whose backend cannot run here,
 * seeds the class's database before its first test, injects parameters and fields, and writes a failed test's
 * tables. It keeps no state of its own: everything lives in JUnit's stores ({@link Fixtures}), closed with the
 * class, the test, or the run.
 */
final class DynamoFixtureExtension implements ExecutionCondition, BeforeAllCallback,
        TestInstancePreConstructCallback, TestInstancePostProcessor, BeforeEachCallback, ParameterResolver,
        AfterTestExecutionCallback, AfterEachCallback {

    /** The parameterized-test annotation, by name: its arguments may be URIs, which must stay theirs. */
    private static final String PARAMETERIZED_TEST = "org.junit.jupiter.params.ParameterizedTest";

    /** Skips a class whose backend cannot run here (no Docker for testcontainers), with the reason. */
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return Fixtures.availability(context);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        Fixtures.openIfOwner(context);
    }

    @Override
    public void preConstructTestInstance(TestInstanceFactoryContext factoryContext, ExtensionContext context) {
        Fixtures.instantiationStarts(factoryContext, context);
    }

    @Override
    public void postProcessTestInstance(Object testInstance, ExtensionContext context) {
        if (context.getTestMethod().isEmpty()
                && context.getTestInstanceLifecycle().orElse(Lifecycle.PER_METHOD) == Lifecycle.PER_CLASS) {
            FieldInjector.inject(testInstance, () -> Fixtures.classFixture(context));
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        // claim the forks the constructors made; load @DynamoSeed datasets now, so a bad one fails this test here
        if (Fixtures.hasUnclaimedInstantiation(context)
                || AnnotationSupport.isAnnotated(context.getRequiredTestMethod(), DynamoSeed.class)) {
            Fixtures.testFixture(context);
        }
        for (Object instance : context.getRequiredTestInstances().getAllInstances()) {
            FieldInjector.inject(instance, () -> Fixtures.testFixture(context));
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        if (type == java.net.URI.class && isParameterizedTest(parameterContext)) {
            return false;
        }
        return Injectable.claims(type);
    }

    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        Injectable injectable = Injectable.of(type).orElseThrow(() -> new ParameterResolutionException(
                "@DynamoFixture cannot supply " + describe(parameterContext) + ": it supplies "
                        + Injectable.supported() + ". Build a " + type.getSimpleName()
                        + " from an injected DynamoDbClient or DynamoFixtureContext."));
        try {
            return injectable.value(Fixtures.forParameter(parameterContext, extensionContext));
        } catch (UnsupportedOperationException e) {
            throw new ParameterResolutionException("@DynamoFixture cannot supply " + describe(parameterContext) + ": "
                    + e.getMessage(), e);
        }
    }

    @Override
    public void afterTestExecution(ExtensionContext context) {
        ExpectedState.verify(context); // a mismatch fails the test; afterEach then writes its tables
        FailureDump.writeIfFailed(context);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        FailureDump.writeIfFailed(context);
    }

    private static boolean isParameterizedTest(ParameterContext parameterContext) {
        return parameterContext.getDeclaringExecutable() instanceof Method method
                && Arrays.stream(method.getAnnotations())
                        .anyMatch(a -> a.annotationType().getName().equals(PARAMETERIZED_TEST));
    }

    private static String describe(ParameterContext parameterContext) {
        return "parameter [" + parameterContext.getParameter() + "] of " + parameterContext.getDeclaringExecutable();
    }
}
