import ShadeSyntax

/// A function the embedding app provides to themes, registered on a ``ThemeLoader`` before loading.
///
/// It must be pure: the same arguments always give the same value. Shade calls it once per
/// appearance, so a host function stays dynamic like every built-in.
public struct HostFunction: Sendable {
    /// A typed parameter; its name is also the argument label.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name.
        public var name: String
        /// Its type.
        public var type: ValueType

        /// Creates a parameter.
        public init(_ name: String, _ type: ValueType) {
            self.name = name
            self.type = type
        }
    }

    /// The name themes call it by.
    public let name: String
    /// The parameters, in order.
    public let parameters: [Parameter]
    /// The result type.
    public let result: ValueType
    package let body: @Sendable ([Value]) throws -> Value

    /// Creates a host function. `body` receives arguments of the declared types, in order,
    /// and must return a value of type `result`; an error it throws becomes a diagnostic.
    public init(
        name: String, parameters: [Parameter], result: ValueType, body: @escaping @Sendable ([Value]) throws -> Value
    ) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
    }
}
