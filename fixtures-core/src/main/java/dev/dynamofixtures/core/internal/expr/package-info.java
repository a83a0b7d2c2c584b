/**
 * DynamoDB's expression language: key-condition, condition, filter, projection and update expressions, and the
 * legacy parameters they replaced. Internal: not API.
 *
 * <h2>Pipeline</h2>
 * An expression text is lexed ({@link dev.dynamofixtures.core.internal.expr.Lexer}), parsed into a syntax tree
 * (the {@code *Parser} classes: syntax errors and redundant parentheses) and checked by the rules that need the
 * text only ({@link dev.dynamofixtures.core.internal.expr.TreeWalkChecks}); that outcome is cached per kind and
 * text. Each request then binds the tree to its ExpressionAttributeNames and ExpressionAttributeValues (the
 * {@code *Binder} classes), which reports the placeholder-dependent errors in DynamoDB's order and yields an
 * object that evaluates items ({@link dev.dynamofixtures.core.internal.expr.Condition},
 * {@link dev.dynamofixtures.core.internal.expr.Projection},
 * {@link dev.dynamofixtures.core.internal.expr.UpdateAction}).
 *
 * <h2>Fidelity</h2>
 * Messages, and which error wins when several apply, were established against DynamoDB Local 3.3.1 with the
 * probe tool; the tests replay those requests. Where DynamoDB's choice depends on the iteration order of its
 * hash maps (conflicting paths, unused placeholders, the first failing update action) that order is reproduced.
 */
package dev.dynamofixtures.core.internal.expr;
