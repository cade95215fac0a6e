module github.com/uridialect/uridialect/internal/testkit/whatwgbench

go 1.26.0

require (
	github.com/nlnwa/whatwg-url v0.6.2
	github.com/uridialect/uridialect v0.0.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.0 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/hashicorp/go-multierror v1.1.1 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace github.com/uridialect/uridialect => ../../..
