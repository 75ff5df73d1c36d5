"""The smallest pygame-ce + pymunk app: a window, a physics step, one drawn frame.

Frozen with the same options as the real app (build/baseline/minimal.spec), it is the
yardstick for the bundle size and start-up time of our build (build/measure.py).
"""

import sys

import pygame
import pymunk


def main() -> None:
    frames = int(sys.argv[sys.argv.index("--quit-after-frames") + 1])
    pygame.init()
    window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    space = pymunk.Space()
    space.gravity = (0, 900)
    ball = pymunk.Body(1, 100)
    space.add(ball, pymunk.Circle(ball, 20))
    font = pygame.font.Font(None, 32)
    for _ in range(frames):
        pygame.event.pump()
        space.step(1 / 60)
        window.fill((30, 34, 44))
        pygame.draw.circle(window, (240, 200, 80), (640, 360 + ball.position.y), 20)
        window.blit(font.render("minimal", True, "white"), (20, 20))
        pygame.display.flip()
    print("first-frame", flush=True)
    pygame.quit()


if __name__ == "__main__":
    main()
