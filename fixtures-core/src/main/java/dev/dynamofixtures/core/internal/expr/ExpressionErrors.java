package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.Collection;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every message of the expression language, worded as DynamoDB words it (texts verified against DynamoDB
 * Local 3.3.1 with the probe tool; where the live service is known to word it differently both are given).
 * Methods without a kind return the reason only: the caller prefixes it with {@code Invalid <Parameter>: }.
 */
final class ExpressionErrors {
    /** What DynamoDB Local prints as the possible types of a document path operand. */
    static final String ANY_TYPE = "{DECIMALSET,BOOL,INTSET,HD,DICT,N,M,B,DOUBLESET,L,NULL,INT,DECIMAL,FS,NS,DOUBLE,"
            + "FLOAT,S,HDS,SS,BS}";

    private ExpressionErrors() {
    }

    static DynamoError empty() {
        return DynamoError.validation("The expression can not be empty;");
    }

    /** An expression over 4 KB; {@code size} -1 for the message that does not show it. */
    static DynamoError tooLarge(int size) {
        return DynamoError.validation("Expression size has exceeded the maximum allowed size;"
                + (size < 0 ? "" : " expression size: " + size));
    }

    static DynamoError syntax(String token, String near) {
        return DynamoError.validation("Syntax error; token: \"" + token + "\", near: \"" + near + "\"");
    }

    static DynamoError redundantParentheses() {
        return DynamoError.validation("The expression has redundant parentheses;");
    }

    static DynamoError reservedKeyword(String word) {
        return DynamoError.validation("Attribute name is a reserved keyword; reserved keyword: " + word);
    }

    static DynamoError listIndexOutOfRange(String digits) {
        return DynamoError.validation("List index is not within the allowable range; index: [" + digits + "]");
    }

    static DynamoError invalidFunctionName(String name) {
        return DynamoError.validation("Invalid function name; function: " + name);
    }

    static DynamoError functionNotAllowedInCondition(String name) {
        return DynamoError.validation("The function is not allowed in a condition expression; function: " + name);
    }

    static DynamoError functionNotAllowedInUpdate(String name) {
        return DynamoError.validation("The function is not allowed in an update expression; function: " + name);
    }

    static DynamoError functionMisused(String name) {
        return DynamoError.validation(
                "The function is not allowed to be used this way in an expression; function: " + name);
    }

    static DynamoError duplicateSection(String section) {
        return DynamoError.validation(
                "The \"" + section + "\" section can only be used once in an update expression;");
    }

    static DynamoError pathTooDeep(int levels) {
        return DynamoError.validation("The document path has too many nesting levels; nesting levels: " + levels);
    }

    static DynamoError undefinedName(String placeholder) {
        return DynamoError.validation(
                "An expression attribute name used in the document path is not defined; attribute name: " + placeholder);
    }

    static DynamoError undefinedValue(String placeholder) {
        return DynamoError.validation(
                "An expression attribute value used in expression is not defined; attribute value: " + placeholder);
    }

    static DynamoError valueInPath() {
        return DynamoError.validation("The document path cannot contain attribute value parameters",
                "Internal server error");
    }

    static DynamoError operandCount(String operator, int count) {
        return DynamoError.validation("Incorrect number of operands for operator or function; operator or function: "
                + operator + ", number of operands: " + count);
    }

    static DynamoError operandType(String operator, String type) {
        return DynamoError.validation("Incorrect operand type for operator or function; operator or function: "
                + operator + ", operand type: " + type);
    }

    static DynamoError updateOperandType(String action, String typeName) {
        return DynamoError.validation("Incorrect operand type for operator or function; operator: " + action
                + ", operand type: " + typeName + ", typeSet: ALLOWED_FOR_" + action + "_OPERAND");
    }

    static DynamoError requiresPath(String operator) {
        return DynamoError.validation(
                "Operator or function requires a document path; operator or function: " + operator);
    }

    static DynamoError operandsNotDistinct(String operator, DocumentPath first) {
        return DynamoError.validation("The first operand must be distinct from the remaining operands for this "
                + "operator or function; operator: " + operator + ", first operand: " + first);
    }

    static DynamoError tooManyOperators(int count) {
        return DynamoError.validation("The expression contains too many operators; operator count: " + count);
    }

    static DynamoError betweenBoundsReversed(AttributeValue lower, AttributeValue upper) {
        return DynamoError.validation("The BETWEEN operator requires upper bound to be greater than or equal to lower "
                + "bound; lower bound operand: AttributeValue: " + describe(lower)
                + ", upper bound operand: AttributeValue: " + describe(upper));
    }

    static DynamoError betweenBoundsOfDifferentTypes(AttributeValue lower, AttributeValue upper) {
        return DynamoError.validation("The BETWEEN operator requires same data type for lower and upper bounds; "
                + "lower bound operand: AttributeValue: " + describe(lower)
                + ", upper bound operand: AttributeValue: " + describe(upper));
    }

    /** A value as DynamoDB prints it in BETWEEN messages: {@code {N:1.50}}, a binary as Java prints its buffer. */
    private static String describe(AttributeValue value) {
        if (value.b() != null) {
            int length = value.b().asByteArrayUnsafe().length;
            return "{B:java.nio.HeapByteBuffer[pos=0 lim=" + length + " cap=" + length + "]}";
        }
        return AttributeValues.describe(value);
    }

    static DynamoError tooManyInOperands(int count) {
        return DynamoError.validation(
                "The IN operator is provided with too many operands; number of operands: " + count);
    }

    static DynamoError invalidTypeName(String name) {
        return DynamoError.validation(
                "Invalid attribute type name found; type: " + name + ", valid types: { B,BOOL,BS,L,M,N,NS,NULL,S,SS }",
                "Invalid attribute type name found; type: " + name + ", valid types: {N,BS,L,B,NULL,M,S,SS,NS,BOOL}");
    }

    static DynamoError pathsOverlap(DocumentPath one, DocumentPath two) {
        return DynamoError.validation("Two document paths overlap with each other; must remove or rewrite one of "
                + "these paths; path one: " + one + ", path two: " + two);
    }

    static DynamoError pathsConflict(DocumentPath one, DocumentPath two) {
        return DynamoError.validation("Two document paths conflict with each other; must remove or rewrite one of "
                + "these paths; path one: " + one + ", path two: " + two);
    }

    // ---------------------------------------------------------------- key conditions (not prefixed)

    static DynamoError keyConditionOperator(String operator) {
        return DynamoError.validation("Invalid operator used in KeyConditionExpression: " + operator);
    }

    static DynamoError keyConditionNested() {
        return DynamoError.validation("KeyConditionExpressions cannot contain nested operations");
    }

    /**
     * A second condition on one key attribute. SPEC.md gives the service's text as DynamoDB Local's; a public
     * conformance suite captured it prefixed with {@code Invalid KeyConditionExpression: } in one region, where
     * SPEC.md's text stands (docs/design.md).
     */
    static DynamoError keyConditionRepeated() {
        return DynamoError.validation("KeyConditionExpressions must only contain one condition per key");
    }

    static DynamoError keyConditionInvalid(String reason) {
        return DynamoError.validation("Invalid condition in KeyConditionExpression: " + reason);
    }

    static final String KEY_NOT_SCALAR = "Key attributes must be scalars; list random access '[]' and map lookup "
            + "'.' are not allowed: ";

    /** A key attribute of the table ({@code Key}) or of one of its indexes ({@code IndexKey}) taken apart. */
    static DynamoError keyNotScalar(String attribute, boolean ofIndex) {
        return DynamoError.validation(KEY_NOT_SCALAR + (ofIndex ? "IndexKey: " : "Key: ") + attribute);
    }

    static DynamoError keyConditionOnNestedAttribute() {
        return DynamoError.validation("KeyConditionExpressions cannot have conditions on nested attributes");
    }

    // ---------------------------------------------------------------- update evaluation (not prefixed)

    static DynamoError missingAttribute() {
        return DynamoError.validation("The provided expression refers to an attribute that does not exist in the item");
    }

    static DynamoError incorrectOperandType() {
        return DynamoError.validation("An operand in the update expression has an incorrect data type");
    }

    static DynamoError invalidUpdatePath() {
        return DynamoError.validation("The document path provided in the update expression is invalid for update");
    }

    // ---------------------------------------------------------------- placeholder maps (not prefixed)

    static DynamoError unused(String mapName, Collection<String> keys) {
        return DynamoError.validation("Value provided in " + mapName + " unused in expressions: keys: {"
                + String.join(", ", keys) + "}");
    }
}
