package dev.dynamofixtures.core.internal.expr;

import java.util.ArrayList;
import java.util.List;

/** Parses projection expressions: {@code path (',' path)*}, no parentheses. */
final class ProjectionParser extends ExpressionParser {

    private ProjectionParser(String text) {
        super(text);
    }

    /** The paths of a projection expression in textual order; throws DynamoDB's syntax errors. */
    static List<Ast.Path> parse(String text) {
        ProjectionParser parser = new ProjectionParser(text);
        List<Ast.Path> paths = new ArrayList<>();
        paths.add(parser.parsePath());
        while (parser.peek().is(Token.Type.COMMA)) {
            parser.advance();
            paths.add(parser.parsePath());
        }
        parser.expect(Token.Type.EOF);
        return paths;
    }
}
