package dialectcore

import "github.com/uridialect/uridialect/dialect"

// The names of the components that several specifications give alike,
// for their [dialect.Info.Parts]; [dialect.Describer.Info] hands out
// copies.
var (
	// GenericParts are the components of the generic syntax and their
	// names, as RFC 2396 (Section 3: "<scheme>://<authority><path>?<query>";
	// Section 3.2.2: "<userinfo>@<host>:<port>"; Section 4.1: "fragment")
	// and RFC 3986 (Section 3: "scheme, authority, path, query, and
	// fragment"; Section 3.2: "userinfo", "host", "port") name them.
	GenericParts = dialect.PartNames{
		dialect.Scheme:    "scheme",
		dialect.Authority: "authority",
		dialect.UserInfo:  "userinfo",
		dialect.Host:      "host",
		dialect.Port:      "port",
		dialect.Path:      "path",
		dialect.Query:     "query",
		dialect.Fragment:  "fragment",
	}.List()

	// RelativeURLParts are the six components of a relative URL as
	// draft-ietf-uri-relative-url-01 and RFC 1808 name them (Section 2.1
	// of both: "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>").
	RelativeURLParts = dialect.PartNames{
		dialect.Scheme:    "scheme",
		dialect.Authority: "net_loc",
		dialect.Path:      "path",
		dialect.Params:    "params",
		dialect.Query:     "query",
		dialect.Fragment:  "fragment",
	}.List()
)
