package fit

// pool is the references a probe chooses from: the published examples of
// every revision, then the cases where the revisions' texts part, each a
// reference a 1990s page could hold. None holds a backslash, TAB, CR or
// LF, so a probe's TSV is the batch's input as it is, with no escape.
var pool = []string{
	// RFC 1808, Section 5.1; RFC 2396, Appendix C.1; RFC 3986, Section 5.4.1.
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x", "#s", "g#s", "g#s/./x",
	"g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
	// RFC 1808, Section 5.2; RFC 2396, Appendix C.2; RFC 3986, Section 5.4.2.
	"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g",
	"./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/../x", "g#s/../x", "http:g", "http:",
	// RFC 1630, Partial (relative) form: slashes, and "xxx/../" with xxx "..".
	"///g", "////g", "..//g", "g//..", "/g/..", "g/..", "g/.", "/.", "/..", "./..", "..;x", "../../..",
	"g/../..", "a/b/../../../g", ".../g", "g/...",
	// Parts present but empty, and parts in odd orders: which separator
	// wins, which part is inherited.
	"#", "?", ";", "g#", "g?", "g;", ";x?y", "?y#s", "g?y?z", "g#s#t", "g#s?y", "g;x;y", ";x/../y",
	"g;x/../y", "/g;x?y", "..?y", "../?y", "?y/../x", "g/./../h",
	// Same scheme, other schemes, case.
	"HTTP:g", "http:/g", "http:?y", "http:#s", "http://a/b/c/g", "HTTP://A/g", "ftp:g", "https:g",
	"mailto:x", "./g:h", "g:h/../i",
	// Authorities: ports, case, IPv6 (RFC 2732), escapes.
	"//a", "//g:80", "//a:80/g", "//A/g", "//[::1]/g", "//a%zz/g", "//g/../h", "//a/b/../g",
	// Escapes and bytes no revision allows.
	"%2e%2e/g", ".%2e/g", "g%2fh", "g%zz", " g", "g h", "g?\u00e9", "\u00e9",
}
