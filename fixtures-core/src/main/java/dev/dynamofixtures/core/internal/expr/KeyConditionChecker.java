package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The structural rules of key-condition expressions (SPEC 5.2), applied after the expression was parsed and
 * bound: first no path may take apart a key attribute of the table or of any of its indexes (the first such
 * attribute in {@link KeyAttributeNames}' order is reported, wherever the expression names it), then, in textual
 * order, only AND may join conditions, each condition compares one top-level attribute with values, and each
 * attribute appears once. The rules that need the queried index's key schema belong to Query.
 */
final class KeyConditionChecker {
    private static final int CACHE_CAPACITY = 2048;
    /**
     * The outcome of checking a tree with a request's names: its nested paths' names, then its terms or its
     * structural error (which of them is reported depends on the table's keys, looked up only when a path is
     * nested). It depends on nothing else (values are only looked up, and binding has already rejected undefined
     * ones), so it is kept per tree (by identity: the parse cache hands out one tree per expression text) and
     * names map, and a Query that repeats an expression with other values skips the walk. Bounded like
     * {@link ParseCache}.
     */
    private static final ConcurrentHashMap<ShapeKey, Shape> SHAPES = new ConcurrentHashMap<>();

    private final ExpressionAttributes attributes;
    /** The terms so far; their attribute names are the keys seen (a few, searched linearly). */
    private final List<Term> terms = new ArrayList<>(4);
    /** The top-level names of the paths that go deeper than an attribute, in textual order. */
    private final Set<String> nested = new LinkedHashSet<>(2);

    private KeyConditionChecker(ExpressionAttributes attributes) {
        this.attributes = attributes;
    }

    /** One key condition as written: the attribute (and the #name it came from), the operator, the :values. */
    private record Term(String attributeName, String namePlaceholder, KeyOperator operator, String[] valueKeys) {
    }

    /**
     * What checking a tree found: the top-level names of its nested paths (the key schema decides whether one is
     * reported) and then its terms, or the first structural error.
     */
    private record Shape(Set<String> nested, Term[] terms, DynamoError error) {
    }

    /** A tree, by identity, with the names it was checked with. */
    private record ShapeKey(Ast.Cond tree, Map<String, String> names) {
        @Override
        public boolean equals(Object other) {
            return other instanceof ShapeKey that && tree == that.tree && Objects.equals(names, that.names);
        }

        @Override
        public int hashCode() {
            return 31 * System.identityHashCode(tree) + Objects.hashCode(names);
        }
    }

    static List<KeyCondition> check(Ast.Cond condition, ExpressionAttributes attributes,
                                    Supplier<KeyAttributeNames> tableKeys) {
        Map<String, String> names = attributes.names();
        Shape shape = SHAPES.get(new ShapeKey(condition, names));
        if (shape == null) {
            KeyConditionChecker checker = new KeyConditionChecker(attributes);
            checker.scalarPaths(condition);
            DynamoError error = null;
            try {
                checker.structure(condition);
            } catch (DynamoError e) {
                error = e;
            }
            shape = new Shape(Set.copyOf(checker.nested), checker.terms.toArray(new Term[0]), error);
            if (SHAPES.size() >= CACHE_CAPACITY) {
                SHAPES.clear();
            }
            SHAPES.put(new ShapeKey(condition, names == null ? null : Map.copyOf(names)), shape);
        }
        if (!shape.nested().isEmpty()) {
            try {
                tableKeys.get().checkNotTakenApart(shape.nested());
            } catch (DynamoError e) {
                // the service words a key taken apart in a key condition as any nested path there (a public
                // conformance suite captured it); DynamoDB Local names the key, as in the other expressions
                throw DynamoError.validation(ExpressionErrors.keyConditionOnNestedAttribute().liveMessage(),
                        e.localMessage());
            }
        }
        if (shape.error() != null) {
            throw shape.error();
        }
        return conditions(shape.terms(), attributes);
    }

    /** The terms with this request's values (and its names marked used, as checking them did). */
    private static List<KeyCondition> conditions(Term[] terms, ExpressionAttributes attributes) {
        KeyCondition[] conditions = new KeyCondition[terms.length];
        for (int i = 0; i < terms.length; i++) {
            Term term = terms[i];
            if (term.namePlaceholder() != null) {
                attributes.name(term.namePlaceholder());
            }
            String[] keys = term.valueKeys();
            List<AttributeValue> values = keys.length == 1 ? List.of(attributes.value(keys[0]))
                    : List.of(attributes.value(keys[0]), attributes.value(keys[1]));
            conditions[i] = new KeyCondition(term.attributeName(), term.operator(), values);
        }
        return List.of(conditions);
    }

    private void scalarPaths(Ast.Cond condition) {
        if (condition instanceof Ast.Comparison comparison) {
            scalarPath(comparison.left());
            scalarPath(comparison.right());
        } else if (condition instanceof Ast.Between between) {
            scalarPath(between.subject());
            scalarPath(between.lower());
            scalarPath(between.upper());
        } else if (condition instanceof Ast.In in) {
            scalarPath(in.subject());
            scalarPaths(in.candidates());
        } else if (condition instanceof Ast.FunctionCondition function) {
            scalarPaths(function.call().arguments());
        } else if (condition instanceof Ast.Not not) {
            scalarPaths(not.operand());
        } else if (condition instanceof Ast.And and) {
            scalarPaths(and.left());
            scalarPaths(and.right());
        } else if (condition instanceof Ast.Or or) {
            scalarPaths(or.left());
            scalarPaths(or.right());
        }
    }

    private void scalarPaths(List<Ast.Operand> operands) {
        for (Ast.Operand operand : operands) {
            scalarPath(operand);
        }
    }

    private void scalarPath(Ast.Operand operand) {
        if (operand instanceof Ast.PathOperand path && path.path().elements().size() > 1) {
            nested.add(name(path));
        }
        if (operand instanceof Ast.Call call) {
            scalarPaths(call.arguments());
        }
    }

    private void structure(Ast.Cond condition) {
        if (condition instanceof Ast.And and) {
            structure(and.left());
            structure(and.right());
        } else if (condition instanceof Ast.Or) {
            throw ExpressionErrors.keyConditionOperator("OR");
        } else if (condition instanceof Ast.Not) {
            throw ExpressionErrors.keyConditionOperator("NOT");
        } else if (condition instanceof Ast.In) {
            throw ExpressionErrors.keyConditionOperator("IN");
        } else if (condition instanceof Ast.Comparison comparison) {
            comparison(comparison);
        } else if (condition instanceof Ast.Between between) {
            between(between);
        } else {
            Ast.Call call = ((Ast.FunctionCondition) condition).call();
            if (Function.named(call.name()) != Function.BEGINS_WITH) {
                throw ExpressionErrors.keyConditionOperator(call.name());
            }
            beginsWith(call);
        }
    }

    private void comparison(Ast.Comparison comparison) {
        if (comparison.operator() == Token.Type.NE) {
            throw ExpressionErrors.keyConditionOperator(comparison.symbol());
        }
        Ast.Operand left = comparison.left();
        Ast.Operand right = comparison.right();
        noCall(left);
        noCall(right);
        boolean leftIsKey = left instanceof Ast.PathOperand;
        boolean rightIsKey = right instanceof Ast.PathOperand;
        if (leftIsKey && rightIsKey) {
            throw multipleNames();
        }
        if (!leftIsKey && !rightIsKey) {
            throw ExpressionErrors.keyConditionInvalid("No key attribute specified");
        }
        KeyOperator operator = KeyOperator.of(comparison.operator());
        if (leftIsKey) {
            add((Ast.PathOperand) left, operator, valueKey(right));
        } else {
            add((Ast.PathOperand) right, operator.mirrored(), valueKey(left));
        }
    }

    private void between(Ast.Between between) {
        noCall(between.subject());
        noCall(between.lower());
        noCall(between.upper());
        if (!(between.subject() instanceof Ast.PathOperand key)) {
            throw ExpressionErrors.keyConditionInvalid(
                    "BETWEEN operator must have the key attribute as its first operand");
        }
        if (between.lower() instanceof Ast.PathOperand || between.upper() instanceof Ast.PathOperand) {
            throw multipleNames();
        }
        add(key, KeyOperator.BETWEEN, valueKey(between.lower()), valueKey(between.upper()));
    }

    private void beginsWith(Ast.Call call) {
        Ast.Operand subject = call.arguments().get(0);
        Ast.Operand prefix = call.arguments().get(1);
        noCall(subject);
        noCall(prefix);
        if (!(subject instanceof Ast.PathOperand key)) {
            throw ExpressionErrors.keyConditionInvalid(
                    "begins_with operator must have the key attribute as its first operand");
        }
        if (prefix instanceof Ast.PathOperand) {
            throw multipleNames();
        }
        add(key, KeyOperator.BEGINS_WITH, valueKey(prefix));
    }

    private static void noCall(Ast.Operand operand) {
        if (operand instanceof Ast.Call) {
            throw ExpressionErrors.keyConditionNested();
        }
    }

    private static RuntimeException multipleNames() {
        return ExpressionErrors.keyConditionInvalid("Multiple attribute names used in one condition");
    }

    /** The :placeholder of a value operand (binding already rejected undefined ones). */
    private static String valueKey(Ast.Operand operand) {
        return ((Ast.ValueOperand) operand).key();
    }

    /** Adds a term, unless it is on a nested path or its attribute already has one. */
    private void add(Ast.PathOperand key, KeyOperator operator, String... valueKeys) {
        if (key.path().elements().size() > 1) {
            throw ExpressionErrors.keyConditionOnNestedAttribute();
        }
        String name = name(key);
        for (Term term : terms) {
            if (term.attributeName().equals(name)) {
                throw ExpressionErrors.keyConditionRepeated();
            }
        }
        Ast.Element first = key.path().elements().get(0);
        String placeholder = first instanceof Ast.NamePlaceholder p ? p.key() : null;
        terms.add(new Term(name, placeholder, operator, valueKeys));
    }

    /** The top-level attribute name a key path starts with. */
    private String name(Ast.PathOperand path) {
        Ast.Element first = path.path().elements().get(0);
        if (first instanceof Ast.NamePlaceholder placeholder) {
            return attributes.name(placeholder.key());
        }
        return ((Ast.Name) first).text();
    }
}
