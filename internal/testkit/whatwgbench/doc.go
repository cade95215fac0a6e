// Package whatwgbench benchmarks the whatwg dialect against two peers in
// the same run: net/url (RFC 3986, the standard library) and
// github.com/nlnwa/whatwg-url, the other Go implementation of the URL
// Standard. It is a module of its own so that the peer, a test-only
// dependency with dependencies of its own, stays out of the main
// module's go.mod; go.mod's replace directive points it at the main
// module in this repository. Run it from this directory:
//
//	go test -run '^$' -bench . -benchmem
package whatwgbench
